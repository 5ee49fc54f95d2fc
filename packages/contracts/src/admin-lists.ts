import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { int4IdParam } from './numbers.ts';

/**
 * The back office's list kit (issue 57): views an operator saves of a list (its filters and sort, as the list's
 * address holds them) to open again in one click. Each operator's own.
 */

export const SAVED_VIEW_LISTS = ['bookings', 'operators', 'audit', 'stays', 'tours', 'hotels'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];
export const SAVED_VIEW_NAME_MAX = 30;
export const SAVED_VIEWS_PER_LIST = 20;

const ListSchema = z.enum(SAVED_VIEW_LISTS, { error: '목록 이름이 올바르지 않습니다.' });

export const SavedViewSchema = z.object({
  id: z.number().int(),
  list: ListSchema,
  name: z.string(),
  /** The list's search parameters without the page ("status=9&productType=stay"). */
  query: z.string(),
  createdAt: z.string(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

export const SavedViewListQuerySchema = z.object({ list: ListSchema });
export const SavedViewsResponseSchema = dataEnvelope(z.array(SavedViewSchema));
export const SavedViewResponseSchema = dataEnvelope(SavedViewSchema);

export const SavedViewCreateSchema = z.object({
  list: ListSchema,
  name: z.string().trim().min(1, '보기 이름을 입력해 주세요.').max(SAVED_VIEW_NAME_MAX, `보기 이름은 ${SAVED_VIEW_NAME_MAX}자 이하로 입력해 주세요.`),
  query: z
    .string()
    .max(500, '조건이 너무 깁니다.')
    .regex(/^([A-Za-z]+=[^&]*(&[A-Za-z]+=[^&]*)*)?$/, '목록의 조건 형식이 아닙니다.'),
});
export type SavedViewCreate = z.infer<typeof SavedViewCreateSchema>;
export const SavedViewIdParamsSchema = z.object({ id: int4IdParam('보기 번호') });

export const SAVED_VIEW_MESSAGES = {
  nameTaken: '같은 이름의 보기가 이미 있습니다.',
  tooMany: `목록마다 보기는 ${SAVED_VIEWS_PER_LIST}개까지 저장할 수 있습니다.`,
  notFound: '저장한 보기를 찾을 수 없습니다.',
} as const;
