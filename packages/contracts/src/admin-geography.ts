import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { int4IdParam } from './numbers.ts';

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
  /** Its province (`GET admin/countries/{code}/provinces`), null while none is set. */
  provinceId: z.number().int().nullable(),
});
export type AdminCity = z.infer<typeof AdminCitySchema>;
export const AdminCitiesResponseSchema = dataEnvelope(z.array(AdminCitySchema));

/** `GET admin/countries`: the countries a city is added to, in the operator's order. */
export const AdminCountrySchema = z.object({ code: z.string(), continentCode: z.string(), name: z.string(), nameEn: z.string(), continent: z.string() });
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

const cityArea = z
  .object({ south: degrees('남쪽 위도', 90), west: degrees('서쪽 경도', 180), north: degrees('북쪽 위도', 90), east: degrees('동쪽 경도', 180) })
  .refine((a) => a.south < a.north, { error: '남쪽 위도는 북쪽 위도보다 작아야 합니다.', path: ['north'] })
  .refine((a) => a.west < a.east, { error: '서쪽 경도는 동쪽 경도보다 작아야 합니다.', path: ['east'] })
  .refine((a) => a.north - a.south <= CITY_AREA_MAX_DEGREES && a.east - a.west <= CITY_AREA_MAX_DEGREES, {
    error: `도시 범위는 위도와 경도 각각 ${CITY_AREA_MAX_DEGREES}도 이내로 정해 주세요.`,
    path: ['north'],
  });

/** What an operator writes of a city: its names, zone, area and (optionally) its province of the same country. */
const cityFields = {
  nameKo: name('도시 이름'),
  nameEn: name('영문 이름'),
  timeZone: z.string({ error: '시간대를 입력해 주세요.' }).trim().refine(isTimeZone, '시간대는 Europe/Paris 같은 IANA 이름으로 입력해 주세요.'),
  area: cityArea,
  provinceId: z.number({ error: '지방을 골라 주세요.' }).int('지방을 골라 주세요.').positive('지방을 골라 주세요.').max(2_147_483_647, '지방을 골라 주세요.').nullable().optional(),
};

/**
 * `POST admin/cities`: a new city of a country, its code the country's next (docs/geography.md); its area is where
 * its products may lie (rules/stay-location.ts), south to north and west to east.
 */
export const AdminCityCreateSchema = z
  .object({ countryCode: z.string({ error: '국가를 골라 주세요.' }).regex(/^\d{6}$/, '국가를 골라 주세요.'), ...cityFields })
  .strict();
export type AdminCityCreate = z.infer<typeof AdminCityCreateSchema>;
export const AdminCityCreatedResponseSchema = dataEnvelope(AdminCitySchema);

/** `PATCH admin/cities/{code}`: any of the city's fields; the rest keep their values. */
export const AdminCityPatchSchema = z
  .object(cityFields)
  .partial()
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: '바꿀 내용을 입력해 주세요.' });
export type AdminCityPatch = z.infer<typeof AdminCityPatchSchema>;

export const AdminCityParamsSchema = z.object({ code: z.string().regex(/^\d{9}$/, '도시 코드는 9자리 숫자입니다.') });
export const AdminCountryParamsSchema = z.object({ code: z.string().regex(/^\d{6}$/, '국가 코드는 6자리 숫자입니다.') });
export const AdminCityPlaceParamsSchema = AdminCityParamsSchema.extend({ id: int4IdParam('번호') });

/** A patch of some of a place's fields (an English name given is kept as given, "" clears it). */
const placePatch = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape)
    .partial()
    .strict()
    .refine((p) => Object.values(p).some((v) => v !== undefined), { error: '바꿀 내용을 입력해 주세요.' });
/** A neighbourhood of a city (`admin/cities/{code}/neighborhoods`): in the search index as a 지역. */
export const AdminNeighborhoodSchema = z.object({ id: z.number().int(), cityCode: z.string(), nameKo: z.string(), nameEn: z.string() });
export type AdminNeighborhood = z.infer<typeof AdminNeighborhoodSchema>;
export const AdminNeighborhoodInputSchema = z.object({ nameKo: name('이름'), nameEn: name('영문 이름') }).strict();
export type AdminNeighborhoodInput = z.infer<typeof AdminNeighborhoodInputSchema>;
export const AdminNeighborhoodPatchSchema = placePatch(AdminNeighborhoodInputSchema.shape);
export type AdminNeighborhoodPatch = z.infer<typeof AdminNeighborhoodPatchSchema>;
export const AdminNeighborhoodsResponseSchema = dataEnvelope(z.array(AdminNeighborhoodSchema));
export const AdminNeighborhoodResponseSchema = dataEnvelope(AdminNeighborhoodSchema);

const placeFields = {
  nameKo: name('이름'),
  nameEn: z.string().trim().max(40, '영문 이름은 40자 이하로 입력해 주세요.').default(''),
  latitude: degrees('위도', 90),
  longitude: degrees('경도', 180),
};

/** A station or stop of a city (`admin/cities/{code}/stations`): what a card may name as its nearest station. */
export const AdminStationSchema = z.object({ id: z.number().int(), cityCode: z.string(), nameKo: z.string(), nameEn: z.string(), latitude: z.number(), longitude: z.number() });
export type AdminStation = z.infer<typeof AdminStationSchema>;
export const AdminStationInputSchema = z.object(placeFields).strict();
export type AdminStationInput = z.infer<typeof AdminStationInputSchema>;
const placePatchFields = { ...placeFields, nameEn: z.string().trim().max(40, '영문 이름은 40자 이하로 입력해 주세요.') };
export const AdminStationPatchSchema = placePatch(placePatchFields);
export type AdminStationPatch = z.infer<typeof AdminStationPatchSchema>;
export const AdminStationsResponseSchema = dataEnvelope(z.array(AdminStationSchema));
export const AdminStationResponseSchema = dataEnvelope(AdminStationSchema);

/** A point of interest of a city (`admin/cities/{code}/pois`): in the search index as a 명소, `sort` first. */
export const AdminPoiSchema = AdminStationSchema.extend({ sort: z.number().int() });
export type AdminPoi = z.infer<typeof AdminPoiSchema>;
const poiSort = z.number({ error: '순서를 숫자로 입력해 주세요.' }).int('순서는 정수로 입력해 주세요.').min(0, '순서는 0 이상입니다.').max(9999, '순서는 9999 이하입니다.');
export const AdminPoiInputSchema = z.object({ ...placeFields, sort: poiSort.default(0) }).strict();
export type AdminPoiInput = z.infer<typeof AdminPoiInputSchema>;
export const AdminPoiPatchSchema = placePatch({ ...placePatchFields, sort: poiSort });
export type AdminPoiPatch = z.infer<typeof AdminPoiPatchSchema>;
export const AdminPoisResponseSchema = dataEnvelope(z.array(AdminPoiSchema));
export const AdminPoiResponseSchema = dataEnvelope(AdminPoiSchema);

/** `GET admin/continents`. */
export const AdminContinentSchema = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });
export type AdminContinent = z.infer<typeof AdminContinentSchema>;
export const AdminContinentsResponseSchema = dataEnvelope(z.array(AdminContinentSchema));

/** `POST admin/countries`: a new country of a continent, its code the continent's next (as a city's is its country's). */
export const AdminCountryCreateSchema = z
  .object({ continentCode: z.string({ error: '대륙을 골라 주세요.' }).regex(/^\d{3}$/, '대륙을 골라 주세요.'), nameKo: name('국가 이름'), nameEn: name('영문 이름') })
  .strict();
export type AdminCountryCreate = z.infer<typeof AdminCountryCreateSchema>;
export const AdminCountryResponseSchema = dataEnvelope(AdminCountrySchema);

/** A country's province, state or region (`admin/countries/{code}/provinces`): a grouping of its cities. */
export const AdminProvinceSchema = z.object({ id: z.number().int(), countryCode: z.string(), nameKo: z.string(), nameEn: z.string(), sort: z.number().int() });
export type AdminProvince = z.infer<typeof AdminProvinceSchema>;
export const AdminProvinceCreateSchema = z.object({ nameKo: name('지방 이름'), nameEn: name('영문 이름') }).strict();
export type AdminProvinceCreate = z.infer<typeof AdminProvinceCreateSchema>;
export const AdminProvincesResponseSchema = dataEnvelope(z.array(AdminProvinceSchema));
export const AdminProvinceResponseSchema = dataEnvelope(AdminProvinceSchema);

export const ADMIN_CITY_MESSAGES = {
  notFound: '도시를 찾을 수 없습니다.',
  countryNotFound: '국가를 찾을 수 없습니다. 국가를 다시 골라 주세요.',
  continentNotFound: '대륙을 찾을 수 없습니다. 대륙을 다시 골라 주세요.',
  continentFull: '이 대륙에는 국가를 더 추가할 수 없습니다 (국가 코드 999개).',
  countryNameTaken: (name: string) => `이 대륙에 '${name}' 국가가 이미 있습니다.`,
  provinceNotOfCountry: '이 도시의 국가에 속한 지방을 골라 주세요.',
  provinceNameTaken: (name: string) => `이 국가에 '${name}' 지방이 이미 있습니다.`,
  neighborhoodNotFound: '지역을 찾을 수 없습니다.',
  neighborhoodNameTaken: (name: string) => `이 도시에 '${name}' 지역이 이미 있습니다.`,
  stationNotFound: '역을 찾을 수 없습니다.',
  stationNameTaken: (name: string) => `이 도시에 '${name}' 역이 이미 있습니다.`,
  poiNotFound: '명소를 찾을 수 없습니다.',
  /** The new area would leave some of the city's places outside it: how many, and the first few by name. */
  areaLeavesOut: (count: number, names: readonly string[]) =>
    `새 범위 밖에 이 도시의 장소 ${count}곳이 남습니다 (${names.join(', ')}${count > names.length ? ' 외' : ''}). 범위를 넓히거나 먼저 그 장소의 좌표를 고쳐 주세요.`,
  countryFull: '이 국가에는 도시를 더 추가할 수 없습니다 (도시 코드 999개).',
  nameTaken: (name: string) => `이 국가에 '${name}' 도시가 이미 있습니다.`,
} as const;
