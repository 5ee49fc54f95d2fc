import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { CityCodeSchema } from './geography.ts';
import { int4Id, int4IdParam } from './numbers.ts';

/**
 * Hotel property types (숙소 유형; issue 57, spec 2 §7.10 "categories and their city mapping, with ordering"): 호텔,
 * 리조트, 호스텔 … in the operator's one order, and per city the ones its hotel results offer as the 숙소 유형 filter,
 * in its own order (none chosen: every type the city has a hotel of, in the global order). A hotel has exactly one;
 * a type no hotel has may be deleted.
 */

export const CATEGORY_CODE_PATTERN = /^[a-z_]{2,30}$/;
/** A city offers at most this many (there are not more types than that). */
export const CITY_CATEGORIES_MAX = 50;

export const AdminCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  /** How many hotels (on sale or not) are of it: it can be deleted at 0. */
  hotelCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoriesResponseSchema = dataEnvelope(z.array(AdminCategorySchema));
export const AdminCategoryResponseSchema = dataEnvelope(AdminCategorySchema);

const categoryName = (label: string) => z.string({ error: `${label}을 입력해 주세요.` }).trim().min(1, `${label}을 입력해 주세요.`).max(30, `${label}은 30자 이하로 입력해 주세요.`);
const categoryCode = z
  .string({ error: '코드를 입력해 주세요.' })
  .trim()
  .regex(CATEGORY_CODE_PATTERN, '코드는 영문 소문자와 _ 로 2~30자 입력해 주세요.');

export const AdminCategoryCreateSchema = z.object({ code: categoryCode, nameKo: categoryName('유형 이름'), nameEn: categoryName('영문 이름') }).strict();
export type AdminCategoryCreate = z.infer<typeof AdminCategoryCreateSchema>;
/** `PATCH admin/categories/{id}`: its names (the code stays: links and filters keep it). */
export const AdminCategoryPatchSchema = z
  .object({ nameKo: categoryName('유형 이름').optional(), nameEn: categoryName('영문 이름').optional() })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, '바꿀 내용을 보내 주세요.');
export type AdminCategoryPatch = z.infer<typeof AdminCategoryPatchSchema>;
export const AdminCategoryParamsSchema = z.object({ id: int4IdParam('유형 번호') });

/** `PUT admin/categories/order`: every category once, in its new order. */
export const AdminCategoryOrderSchema = z
  .object({ ids: z.array(int4Id('유형 번호'), { error: '유형 순서를 보내 주세요.' }).min(1, '유형 순서를 보내 주세요.').max(200) })
  .strict();
export type AdminCategoryOrder = z.infer<typeof AdminCategoryOrderSchema>;

/** `GET|PUT admin/cities/{code}/categories`: the city's own choice in order; empty = every type it has, in the global order. */
export const AdminCityCategoriesParamsSchema = z.object({ code: CityCodeSchema });
export const AdminCityCategoriesSchema = z
  .object({ categoryIds: z.array(int4Id('유형 번호'), { error: '유형 목록을 보내 주세요.' }).max(CITY_CATEGORIES_MAX, `유형은 ${CITY_CATEGORIES_MAX}개까지 고를 수 있습니다.`) })
  .strict();
export type AdminCityCategories = z.infer<typeof AdminCityCategoriesSchema>;
export const AdminCityCategoriesResponseSchema = dataEnvelope(z.object({ categoryIds: z.array(z.number().int()) }));

export const CATEGORY_MESSAGES = {
  notFound: '숙소 유형을 찾을 수 없습니다.',
  codeTaken: (code: string) => `코드 '${code}'인 숙소 유형이 이미 있습니다.`,
  nameTaken: (name: string) => `'${name}' 숙소 유형이 이미 있습니다.`,
  orderMismatch: '숙소 유형 순서에는 모든 유형이 한 번씩 있어야 합니다. 화면을 새로 고친 뒤 다시 시도해 주세요.',
  inUse: (count: number) => `이 숙소 유형의 호텔이 ${count}곳 있어 삭제할 수 없습니다. 호텔의 유형을 먼저 바꿔 주세요.`,
  unknown: '없는 숙소 유형입니다. 화면을 새로 고친 뒤 다시 골라 주세요.',
  cityNotFound: '도시를 찾을 수 없습니다.',
} as const;
