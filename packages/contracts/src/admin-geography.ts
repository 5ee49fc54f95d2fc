import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/** The back office's geography (issue 57, spec 2 §7.10 "Geography"): the cities a product is placed in. */

export const GeoAreaSchema = z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() });

/** `GET admin/cities`: every city in the operator's order, with its country and its area (null while it has none). */
export const AdminCitySchema = z.object({
  code: z.string(),
  countryCode: z.string(),
  name: z.string(),
  nameEn: z.string(),
  country: z.string(),
  timeZone: z.string(),
  area: GeoAreaSchema.nullable(),
});
export type AdminCity = z.infer<typeof AdminCitySchema>;
export const AdminCitiesResponseSchema = dataEnvelope(z.array(AdminCitySchema));

/** `GET admin/countries`: the countries a city is added to, in the operator's order. */
export const AdminCountrySchema = z.object({ code: z.string(), name: z.string(), nameEn: z.string(), continent: z.string() });
export type AdminCountry = z.infer<typeof AdminCountrySchema>;
export const AdminCountriesResponseSchema = dataEnvelope(z.array(AdminCountrySchema));

/** A city's area may span at most this many degrees each way (a metropolitan area, not a region). */
export const CITY_AREA_MAX_DEGREES = 2;

/** Whether the runtime knows this IANA zone (checked when asked, never at load). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
};

const degrees = (label: string, limit: number) =>
  z.number({ error: `${label}를 숫자로 입력해 주세요.` }).min(-limit, `${label}는 -${limit}에서 ${limit} 사이입니다.`).max(limit, `${label}는 -${limit}에서 ${limit} 사이입니다.`);
const name = (label: string) => z.string({ error: `${label}을 입력해 주세요.` }).trim().min(1, `${label}을 입력해 주세요.`).max(40, `${label}은 40자 이하로 입력해 주세요.`);

/**
 * `POST admin/cities`: a new city of a country, its code the country's next (docs/geography.md); its area is where
 * its products may lie (rules/stay-location.ts), south to north and west to east.
 */
export const AdminCityCreateSchema = z
  .object({
    countryCode: z.string({ error: '국가를 골라 주세요.' }).regex(/^\d{6}$/, '국가를 골라 주세요.'),
    nameKo: name('도시 이름'),
    nameEn: name('영문 이름'),
    timeZone: z.string({ error: '시간대를 입력해 주세요.' }).trim().refine(isTimeZone, '시간대는 Europe/Paris 같은 IANA 이름으로 입력해 주세요.'),
    area: z
      .object({ south: degrees('남쪽 위도', 90), west: degrees('서쪽 경도', 180), north: degrees('북쪽 위도', 90), east: degrees('동쪽 경도', 180) })
      .refine((a) => a.south < a.north, { error: '남쪽 위도는 북쪽 위도보다 작아야 합니다.', path: ['north'] })
      .refine((a) => a.west < a.east, { error: '서쪽 경도는 동쪽 경도보다 작아야 합니다.', path: ['east'] })
      .refine((a) => a.north - a.south <= CITY_AREA_MAX_DEGREES && a.east - a.west <= CITY_AREA_MAX_DEGREES, {
        error: `도시 범위는 위도와 경도 각각 ${CITY_AREA_MAX_DEGREES}도 이내로 정해 주세요.`,
        path: ['north'],
      }),
  })
  .strict();
export type AdminCityCreate = z.infer<typeof AdminCityCreateSchema>;
export const AdminCityCreatedResponseSchema = dataEnvelope(AdminCitySchema);

export const ADMIN_CITY_MESSAGES = {
  countryNotFound: '국가를 찾을 수 없습니다. 국가를 다시 골라 주세요.',
  countryFull: '이 국가에는 도시를 더 추가할 수 없습니다 (도시 코드 999개).',
  nameTaken: (name: string) => `이 국가에 '${name}' 도시가 이미 있습니다.`,
} as const;
