import { z } from 'zod';
import { CityCodeSchema } from './catalog.ts';
import { dataEnvelope } from './envelope.ts';

/**
 * The city-search events the search widget reports (spec 1 §7: POST common/notification/stay/log and
 * common/notification/tour-ticket/log): the searched city, for the operator's recent-city statistics.
 */
export const CitySearchLogSchema = z.object({
  category: CityCodeSchema,
  categoryName: z.string().trim().max(100, '도시 이름은 100자까지 보낼 수 있습니다.').optional(),
});
export type CitySearchLog = z.infer<typeof CitySearchLogSchema>;

export const CitySearchLogResponseSchema = dataEnvelope(z.object({ ok: z.literal(true) }));
