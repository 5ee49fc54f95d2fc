import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { int4Id, int4IdParam } from './numbers.ts';
import { groupDigits } from './rules/number-format.ts';

/**
 * What every product line of the catalogue shares (issue 57, design/backoffice.md "Publishing"): a product is a
 * draft nobody but the back office sees, goes on sale, and comes off it with a reason; its photos are uploaded one
 * at a time, described, and put in order (the first is the cover). Stays and tours build their contracts on these.
 */

export const PRODUCT_STATUSES = ['draft', 'published', 'suspended'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { draft: '작성 중', published: '판매 중', suspended: '판매 중지' };
export const ProductStatusFilterSchema = z.enum(PRODUCT_STATUSES, { error: '상태는 draft, published, suspended 중 하나입니다.' });

export const STATUS_REASON_MAX = 500;

/** A product list's Excel download stops here (the file's last line says so). */
export const CATALOGUE_EXPORT_MAX_ROWS = 10_000;
export const CATALOGUE_EXPORT_LINK = `엑셀 다운로드 (최대 ${groupDigits(CATALOGUE_EXPORT_MAX_ROWS)}건)`;
export const CATALOGUE_EXPORT_CAPPED = (total: number, cap: number) =>
  `조건에 맞는 ${groupDigits(total)}건 중 ${groupDigits(cap)}건까지만 담았습니다. 조건을 좁혀 다시 내려받아 주세요.`;

const PublishSchema = z.object({ status: z.literal('published'), reason: z.string().trim().max(STATUS_REASON_MAX).optional() });
const SuspendSchema = z.object({
  status: z.literal('suspended'),
  reason: z.string({ error: '판매 중지 사유를 입력해 주세요.' }).trim().min(1, '판매 중지 사유를 입력해 주세요.').max(STATUS_REASON_MAX, `사유는 ${STATUS_REASON_MAX}자 이하로 입력해 주세요.`),
});
const STATUS_CHOICE = { error: '상태는 published(판매) 또는 suspended(판매 중지)입니다.' } as const;

/** `PATCH …/status`: on sale, or off it with the reason the log keeps. */
export const ProductStatusChangeSchema = z.discriminatedUnion('status', [PublishSchema.strict(), SuspendSchema.strict()], STATUS_CHOICE);
export type ProductStatusChange = z.infer<typeof ProductStatusChangeSchema>;
/** A suspension's reason alone, as the forms that ask for it check it. */
export const SuspendReasonSchema = SuspendSchema.pick({ reason: true });

/** A list's bulk action changes at most this many products at once (one page and more). */
export const BULK_STATUS_MAX = 100;
const BulkIdsSchema = z
  .array(int4Id('상품 번호'), { error: '상품을 하나 이상 골라 주세요.' })
  .min(1, '상품을 하나 이상 골라 주세요.')
  .max(BULK_STATUS_MAX, `한 번에 ${BULK_STATUS_MAX}개까지 바꿀 수 있습니다.`)
  .refine((ids) => new Set(ids).size === ids.length, { error: '같은 상품이 두 번 들어 있습니다.' });
/**
 * `PATCH admin/stays/goods/status`, `PATCH admin/tours/items/status`: the same change for every chosen product, all
 * or none (a product the change refuses names itself in the answer); products already in the status are left.
 */
export const ProductBulkStatusSchema = z.discriminatedUnion('status', [PublishSchema.extend({ ids: BulkIdsSchema }).strict(), SuspendSchema.extend({ ids: BulkIdsSchema }).strict()], STATUS_CHOICE);
export type ProductBulkStatus = z.infer<typeof ProductBulkStatusSchema>;
/** How many products the bulk change moved (those already in the status are not counted). */
export const ProductBulkStatusResponseSchema = dataEnvelope(z.object({ changed: z.number().int() }));
/** The bulk change's refusal of one product: its number and why. */
export const bulkRefusal = (no: number, message: string) => `${no}번 상품: ${message}`;

export const PRODUCT_STATUS_MESSAGES = {
  alreadyInStatus: (label: string) => `이미 ${label} 상태입니다.`,
  /** `lineTopic`: the line with its topic particle ("민박은", "상품은"). */
  draftCannotSuspend: (lineTopic: string) => `작성 중인 ${lineTopic} 판매 중지할 수 없습니다. 판매를 시작하지 않았다면 그대로 두면 됩니다.`,
  publishWithoutPhotos: '사진을 한 장 이상 올려야 판매할 수 있습니다.',
} as const;

export const PRODUCT_PHOTOS_MAX = 30;
export const PHOTO_ALT_MAX = 120;

/** A product's photo in its order; the first is the cover the cards show. `path` is relative to the image host. */
export const ProductPhotoSchema = z.object({ photoId: z.number().int(), path: z.string(), alt: z.string() });
export type ProductPhoto = z.infer<typeof ProductPhotoSchema>;
export const ProductPhotosResponseSchema = dataEnvelope(z.array(ProductPhotoSchema));

const PhotoAltSchema = z.string({ error: '사진 설명을 입력해 주세요.' }).trim().max(PHOTO_ALT_MAX, `사진 설명은 ${PHOTO_ALT_MAX}자 이하로 입력해 주세요.`);
/** `POST …/photos` (multipart): the `alt` field, then the file. */
export const ProductPhotoFieldsSchema = z.object({ alt: PhotoAltSchema.default('') });
/** `PATCH …/photos/{photoId}`: what the photo shows. */
export const ProductPhotoPatchSchema = z.object({ alt: PhotoAltSchema }).strict();
/** `PUT …/photos`: every photo of the product, in its new order (the first is the cover). */
export const ProductPhotoOrderSchema = z
  .object({ photoIds: z.array(int4Id('사진 번호'), { error: '사진 순서를 보내 주세요.' }).min(1, '사진 순서를 보내 주세요.').max(PRODUCT_PHOTOS_MAX) })
  .strict();
export const PhotoIdParamSchema = int4IdParam('사진 번호');

export const PRODUCT_PHOTO_MESSAGES = {
  photoNotFound: '사진을 찾을 수 없습니다.',
  photoOrderMismatch: (line: string) => `사진 순서에는 이 ${line}의 사진이 모두 한 번씩 있어야 합니다. 화면을 새로 고친 뒤 다시 시도해 주세요.`,
  tooManyPhotos: `사진은 ${PRODUCT_PHOTOS_MAX}장까지 올릴 수 있습니다.`,
  lastPhotoOnSale: (line: string) => `판매 중인 ${line}에는 사진이 한 장 이상 있어야 합니다. 다른 사진을 먼저 올려 주세요.`,
} as const;

/** A required line of text with the form's Korean messages. */
export const requiredText = (label: string, max: number) =>
  z.string({ error: `${label}을(를) 입력해 주세요.` }).trim().min(1, `${label}을(를) 입력해 주세요.`).max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`);
/** An optional longer text, empty by default. */
export const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`);
/** A latitude (limit 90) or longitude (limit 180) as a product's form takes it. */
export const coordinate = (label: string, limit: number) =>
  z.number({ error: `${label}는 숫자로 입력해 주세요.` }).min(-limit, `${label}는 -${limit}에서 ${limit} 사이입니다.`).max(limit, `${label}는 -${limit}에서 ${limit} 사이입니다.`);
/** A PATCH body says what it changes. */
export const notEmptyPatch = { error: '바꿀 항목이 없습니다.' } as const;
export const hasChanges = (patch: object) => Object.keys(patch).length > 0;
