import { z } from 'zod';
import { hasChanges, notEmptyPatch, optionalText, PhotoIdParamSchema, PRODUCT_STATUSES, ProductPhotoSchema, ProductStatusFilterSchema, requiredText } from './admin-publishing.ts';
import { dataEnvelope, pageQueryField, pagingFields } from './envelope.ts';
import { CityCodeSchema } from './geography.ts';
import { int4Id, int4IdParam } from './numbers.ts';
import { groupDigits } from './rules/number-format.ts';
import { TOUR_CATEGORY_TYPES } from './rules/tour-list.ts';

/**
 * The operator's tours and tickets (issue 57 "Hotels and tours"; spec 2 §7.10 names no tour goods path, see
 * docs/api-notes.md): an item is created as a draft for a tour partner, given options (ticket types, packages,
 * time slots, each priced per person with its seats a day), photos and its inquiry-chat switch, published and
 * suspended with the same cycle as a stay.
 */

export const TOUR_NAME_MAX = 80;
export const TOUR_SUMMARY_MAX = 200;
export const TOUR_DESCRIPTION_MAX = 4000;
export const TOUR_SHORT_TEXT_MAX = 100;
export const OPTION_NAME_MAX = 60;
export const OPTION_DESCRIPTION_MAX = 200;
export const OPTION_SEATS_MAX = 999;
/** Won per person: at least a hundred (a transit ticket), at most ten million. */
export const OPTION_PRICE = { min: 100, max: 10_000_000 } as const;

const tourFields = {
  partnerId: int4Id('파트너 번호', { missing: '파트너를 골라 주세요.' }),
  cityCode: CityCodeSchema,
  name: requiredText('상품 이름', TOUR_NAME_MAX),
  itemCategoryType: z.enum(TOUR_CATEGORY_TYPES, { error: '상품 유형은 LOCAL_TOUR, TICKET, ACTIVITY, CONVENIENCE 중 하나입니다.' }),
  summary: optionalText('한 줄 소개', TOUR_SUMMARY_MAX),
  description: optionalText('상세 설명', TOUR_DESCRIPTION_MAX),
  /** "약 4시간", "하루 종일": as the page shows it. */
  durationText: optionalText('소요 시간', TOUR_SHORT_TEXT_MAX),
  meetingPoint: optionalText('만나는 장소', TOUR_SHORT_TEXT_MAX),
  useInquireChat: z.boolean(),
};

/** `POST admin/tours/items`: a new item, saved as a draft nobody but the back office sees. */
export const AdminTourCreateSchema = z
  .object({ partnerId: tourFields.partnerId, cityCode: tourFields.cityCode, name: tourFields.name, itemCategoryType: tourFields.itemCategoryType })
  .extend(
    z.object({
      summary: tourFields.summary,
      description: tourFields.description,
      durationText: tourFields.durationText,
      meetingPoint: tourFields.meetingPoint,
      useInquireChat: tourFields.useInquireChat,
    }).partial().shape,
  )
  .strict();
export type AdminTourCreate = z.infer<typeof AdminTourCreateSchema>;

/** `PATCH admin/tours/items/{itemNo}`: any of the fields; the rest keep their values. */
export const AdminTourPatchSchema = z.object(tourFields).partial().strict().refine(hasChanges, notEmptyPatch);
export type AdminTourPatch = z.infer<typeof AdminTourPatchSchema>;

const optionFields = {
  name: requiredText('옵션 이름', OPTION_NAME_MAX),
  description: optionalText('옵션 설명', OPTION_DESCRIPTION_MAX),
  /** Won per person. */
  price: z
    .number({ error: '1인 요금을 숫자로 입력해 주세요.' })
    .int('1인 요금은 원 단위 정수입니다.')
    .min(OPTION_PRICE.min, `1인 요금은 ${groupDigits(OPTION_PRICE.min)}원 이상입니다.`)
    .max(OPTION_PRICE.max, `1인 요금은 ${groupDigits(OPTION_PRICE.max)}원 이하입니다.`),
  /** Seats sold per day unless a day says otherwise. */
  dailySeats: z.number({ error: '하루 판매 수량을 숫자로 입력해 주세요.' }).int('하루 판매 수량은 정수입니다.').min(1, '하루 판매 수량은 1 이상입니다.').max(OPTION_SEATS_MAX, `하루 판매 수량은 ${OPTION_SEATS_MAX} 이하입니다.`),
};

/** `POST admin/tours/items/{itemNo}/options`: a ticket type, package or time slot, last in the item's order. */
export const AdminTourOptionCreateSchema = z
  .object({ name: optionFields.name, price: optionFields.price })
  .extend(z.object({ description: optionFields.description, dailySeats: optionFields.dailySeats }).partial().shape)
  .strict();
export type AdminTourOptionCreate = z.infer<typeof AdminTourOptionCreateSchema>;
/** `PATCH admin/tours/items/{itemNo}/options/{optionId}`. */
export const AdminTourOptionPatchSchema = z.object(optionFields).partial().strict().refine(hasChanges, notEmptyPatch);
export type AdminTourOptionPatch = z.infer<typeof AdminTourOptionPatchSchema>;

export const AdminTourParamsSchema = z.object({ itemNo: int4IdParam('상품 번호') });
export const AdminTourOptionParamsSchema = AdminTourParamsSchema.extend({ optionId: int4IdParam('옵션 번호') });
export const AdminTourPhotoParamsSchema = AdminTourParamsSchema.extend({ photoId: PhotoIdParamSchema });

export const ADMIN_TOUR_SORTS = ['recent', 'name'] as const;
export const ADMIN_TOUR_SORT_LABELS: Record<(typeof ADMIN_TOUR_SORTS)[number], string> = { recent: '최근 등록순', name: '이름순' };

/** `GET admin/tours/items`: by status, type, city and partner, a search of the name or number; sorted and paged. */
export const AdminTourListQuerySchema = z.object({
  status: ProductStatusFilterSchema.optional(),
  itemCategoryType: tourFields.itemCategoryType.optional(),
  cityCode: CityCodeSchema.optional(),
  partnerId: int4IdParam('파트너 번호').optional(),
  q: z.string().trim().max(50, '검색어는 50자 이하로 입력해 주세요.').optional(),
  sort: z.enum(ADMIN_TOUR_SORTS, { error: '정렬은 recent 또는 name입니다.' }).default('recent'),
  page: pageQueryField(),
});
export type AdminTourListQuery = z.infer<typeof AdminTourListQuerySchema>;

const PlaceRefSchema = z.object({ code: z.string(), name: z.string() });
const PartnerRefSchema = z.object({ id: z.number().int(), name: z.string(), loginId: z.string() });

export const AdminTourRowSchema = z.object({
  itemNo: z.number().int(),
  name: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  itemCategoryType: z.enum(TOUR_CATEGORY_TYPES),
  city: PlaceRefSchema,
  partner: PartnerRefSchema,
  options: z.number().int(),
  /** The lowest option's price per person, what the cards show as "원~"; 0 before it has one. */
  salePrice: z.number().int(),
  createdAt: z.string(),
});
export type AdminTourRow = z.infer<typeof AdminTourRowSchema>;
export const AdminTourPageResponseSchema = dataEnvelope(z.object({ content: z.array(AdminTourRowSchema), ...pagingFields }));

export const AdminTourOptionSchema = z.object({ optionId: z.number().int(), name: z.string(), description: z.string(), price: z.number().int(), dailySeats: z.number().int() });
export type AdminTourOption = z.infer<typeof AdminTourOptionSchema>;
export const AdminTourOptionResponseSchema = dataEnvelope(AdminTourOptionSchema);

export const AdminTourSchema = AdminTourRowSchema.omit({ options: true }).extend({
  summary: z.string(),
  description: z.string(),
  durationText: z.string(),
  meetingPoint: z.string(),
  useInquireChat: z.boolean(),
  options: z.array(AdminTourOptionSchema),
  photos: z.array(ProductPhotoSchema),
});
export type AdminTour = z.infer<typeof AdminTourSchema>;
export const AdminTourResponseSchema = dataEnvelope(AdminTourSchema);

/** A tour's editable fields as the create and patch bodies name them: the edit form's values, the log's before. */
export const tourFieldsOf = (tour: AdminTour): Required<AdminTourCreate> => ({
  partnerId: tour.partner.id,
  cityCode: tour.city.code,
  name: tour.name,
  itemCategoryType: tour.itemCategoryType,
  summary: tour.summary,
  description: tour.description,
  durationText: tour.durationText,
  meetingPoint: tour.meetingPoint,
  useInquireChat: tour.useInquireChat,
});

export const AdminTourCreatedResponseSchema = dataEnvelope(z.object({ itemNo: z.number().int(), status: z.literal('draft') }));
export const AdminTourOptionCreatedResponseSchema = dataEnvelope(z.object({ optionId: z.number().int() }));

export const ADMIN_TOUR_MESSAGES = {
  notFound: '투어·티켓 상품을 찾을 수 없습니다.',
  optionNotFound: '옵션을 찾을 수 없습니다.',
  publishWithoutOptions: '옵션을 하나 이상 등록해야 판매할 수 있습니다.',
} as const;
