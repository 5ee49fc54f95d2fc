import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/** The back office's geography (issue 57, spec 2 §7.10 "Geography"): the cities a product is placed in. */

export const GeoAreaSchema = z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() });

/** `GET admin/cities`: every city in the operator's order, with its country and its area (null while it has none). */
export const AdminCitySchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  country: z.string(),
  timeZone: z.string(),
  area: GeoAreaSchema.nullable(),
});
export type AdminCity = z.infer<typeof AdminCitySchema>;
export const AdminCitiesResponseSchema = dataEnvelope(z.array(AdminCitySchema));
