import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { rowsOf } from '../../platform/sql.ts';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();
const PARIS = '001002001';
const LONDON = '001001001';
const FRANCE = '001002';
/** Montparnasse, Paris; and a place in London. */
const IN_PARIS = { latitude: 48.8422, longitude: 2.3211 };
const IN_LONDON = { latitude: 51.5074, longitude: -0.1278 };

let catalogue: Record<string, string>;
let superAdmin: Record<string, string>;

beforeAll(async () => {
  catalogue = (await loginAs(t.app, 'catalogue-admin')).headers;
  superAdmin = (await loginAs(t.app, 'admin')).headers;
});

const patchCity = (code: string, body: object) => t.call('PATCH', apiPaths.admin.city.href(code), catalogue, body);
const cityOf = async (code: string) => (await t.get(apiPaths.admin.city.href(code), {}, catalogue)).json().data;
const timeline = async (code: string) => (await t.get(apiPaths.admin.cityAudit.href(code), {}, catalogue)).json().data as { action: string; changes: { field: string; before: unknown; after: unknown }[]; metadata: Record<string, unknown> }[];
const errorOf = (res: { statusCode: number; json: () => { error: { message: string; details?: { path: string }[] } } }) => {
  const { error } = res.json();
  return { status: res.statusCode, message: error.message, path: error.details?.[0]?.path };
};
const hotelSuggestions = async (input: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2/${apiPaths.search.citiesAndHotels.href()}?searchInput=${encodeURIComponent(input)}` })).json().data;

describe('PATCH admin/cities/{code}', () => {
  it('changes the names and zone, recording before and after on the city’s timeline', async () => {
    const res = await patchCity(LONDON, { nameEn: 'Greater London', timeZone: 'Europe/London' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ code: LONDON, name: '런던', nameEn: 'Greater London', timeZone: 'Europe/London' });
    expect(await cityOf(LONDON)).toMatchObject({ nameEn: 'Greater London' });
    const last = (await timeline(LONDON)).at(-1)!;
    expect(last.action).toBe('city.update');
    expect(last.changes).toEqual([{ field: 'nameEn', before: 'London', after: 'Greater London' }]);
  });

  it('refuses an area that would leave the city’s stays and places outside, saving nothing', async () => {
    const before = await cityOf(PARIS);
    const entries = (await timeline(PARIS)).length;
    // A box around Montmartre alone: the stays, stations and landmarks elsewhere in Paris fall outside.
    const small = { south: 48.88, west: 2.33, north: 48.89, east: 2.35 };
    const res = await patchCity(PARIS, { area: small, nameEn: 'Paris city' });
    const refusal = errorOf(res);
    expect([refusal.status, refusal.path]).toEqual([422, 'body.area']);
    expect(refusal.message).toMatch(/^새 범위 밖에 이 도시의 장소 \d+곳이 남습니다 \(.+ 외\)\. 범위를 넓히거나 먼저 그 장소의 좌표를 고쳐 주세요\.$/);
    expect(await cityOf(PARIS)).toEqual(before);
    expect(await timeline(PARIS)).toHaveLength(entries);

    // A little wider on every side keeps everything: taken.
    const wider = { south: before.area.south - 0.01, west: before.area.west - 0.01, north: before.area.north + 0.01, east: before.area.east + 0.01 };
    const ok = await patchCity(PARIS, { area: wider });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await timeline(PARIS)).at(-1)!.changes).toEqual([{ field: 'area', before: before.area, after: wider }]);
  });

  it('takes a province of the city’s country only, and answers unknown cities 404', async () => {
    const province = await t.call('POST', apiPaths.admin.countryProvinces.href(FRANCE), catalogue, { nameKo: '일드프랑스', nameEn: 'Île-de-France' });
    expect(province.statusCode, province.body).toBe(200);
    const provinceId = province.json().data.id;
    expect(province.json().data).toMatchObject({ countryCode: FRANCE, nameKo: '일드프랑스', sort: expect.any(Number) });
    const twice = await t.call('POST', apiPaths.admin.countryProvinces.href(FRANCE), catalogue, { nameKo: '일드프랑스', nameEn: 'IDF' });
    expect(errorOf(twice)).toEqual({ status: 422, message: "이 국가에 '일드프랑스' 지방이 이미 있습니다.", path: 'body.nameKo' });
    expect((await t.get(apiPaths.admin.countryProvinces.href(FRANCE), {}, catalogue)).json().data.map((p: { id: number }) => p.id)).toContain(provinceId);

    expect(errorOf(await patchCity(LONDON, { provinceId }))).toEqual({ status: 422, message: '이 도시의 국가에 속한 지방을 골라 주세요.', path: 'body.provinceId' });
    expect((await cityOf(LONDON)).provinceId).toBeNull();
    const set = await patchCity(PARIS, { provinceId });
    expect([set.statusCode, set.json().data.provinceId]).toEqual([200, provinceId]);

    expect((await patchCity('999999999', { nameEn: 'Nowhere' })).statusCode).toBe(404);
    expect(errorOf(await patchCity(PARIS, {}))).toMatchObject({ status: 400, message: '바꿀 내용을 입력해 주세요.' });
  });
});

describe('a city’s neighbourhoods, stations and points of interest', () => {
  it('adds and renames a neighbourhood, a name once per city', async () => {
    const add = await t.call('POST', apiPaths.admin.cityNeighborhoods.href(PARIS), catalogue, { nameKo: '바티뇰', nameEn: 'Batignolles' });
    expect(add.statusCode, add.body).toBe(200);
    const { id } = add.json().data;
    expect(add.json().data).toEqual({ id, cityCode: PARIS, nameKo: '바티뇰', nameEn: 'Batignolles' });
    const listed = (await t.get(apiPaths.admin.cityNeighborhoods.href(PARIS), {}, catalogue)).json().data;
    expect(listed.map((n: { id: number }) => n.id)).toContain(id);

    const twice = await t.call('POST', apiPaths.admin.cityNeighborhoods.href(PARIS), catalogue, { nameKo: '바티뇰', nameEn: 'Batignolles 2' });
    expect(errorOf(twice)).toEqual({ status: 422, message: "이 도시에 '바티뇰' 지역이 이미 있습니다.", path: 'body.nameKo' });
    // Another city may have its own 바티뇰.
    expect((await t.call('POST', apiPaths.admin.cityNeighborhoods.href(LONDON), catalogue, { nameKo: '바티뇰', nameEn: 'Batignolles' })).statusCode).toBe(200);

    const renamed = await t.call('PATCH', apiPaths.admin.cityNeighborhood.href(PARIS, id), catalogue, { nameKo: '바티뇰 공원' });
    expect([renamed.statusCode, renamed.json().data.nameKo]).toEqual([200, '바티뇰 공원']);
    const last = (await timeline(PARIS)).at(-1)!;
    expect(last).toMatchObject({ action: 'neighborhood.update', changes: [{ field: 'nameKo', before: '바티뇰', after: '바티뇰 공원' }], metadata: { neighborhoodId: id } });
    // Another city's address of this neighbourhood is not one.
    expect((await t.call('PATCH', apiPaths.admin.cityNeighborhood.href(LONDON, id), catalogue, { nameEn: 'X' })).statusCode).toBe(404);
  });

  it('places a station inside its city only, as a stay is placed, and keeps its name once', async () => {
    const astray = await t.call('POST', apiPaths.admin.cityStations.href(PARIS), catalogue, { nameKo: '가짜역', ...IN_LONDON });
    expect(errorOf(astray)).toEqual({ status: 422, message: '좌표가 파리 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.', path: 'body.latitude' });
    const saved = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from stations where name_ko = '가짜역'`));
    expect(saved[0]!.n).toBe(0);

    const add = await t.call('POST', apiPaths.admin.cityStations.href(PARIS), catalogue, { nameKo: '가짜역', nameEn: 'Fake', ...IN_PARIS });
    expect(add.statusCode, add.body).toBe(200);
    const { id } = add.json().data;
    expect(add.json().data).toEqual({ id, cityCode: PARIS, nameKo: '가짜역', nameEn: 'Fake', ...IN_PARIS });
    const twice = await t.call('POST', apiPaths.admin.cityStations.href(PARIS), catalogue, { nameKo: '가짜역', ...IN_PARIS });
    expect(errorOf(twice)).toEqual({ status: 422, message: "이 도시에 '가짜역' 역이 이미 있습니다.", path: 'body.nameKo' });

    const moved = await t.call('PATCH', apiPaths.admin.cityStation.href(PARIS, id), catalogue, { latitude: IN_LONDON.latitude });
    expect(errorOf(moved)).toMatchObject({ status: 422, path: 'body.latitude' });
    expect((await t.get(apiPaths.admin.cityStations.href(PARIS), {}, catalogue)).json().data.find((s: { id: number }) => s.id === id)).toMatchObject(IN_PARIS);
    const fine = await t.call('PATCH', apiPaths.admin.cityStation.href(PARIS, id), catalogue, { latitude: 48.85 });
    expect([fine.statusCode, fine.json().data.latitude]).toEqual([200, 48.85]);
    expect((await timeline(PARIS)).at(-1)).toMatchObject({ action: 'station.update', changes: [{ field: 'latitude', before: IN_PARIS.latitude, after: 48.85 }], metadata: { stationId: id } });
  });

  it('adds a point of interest that the hotel suggestions show at once, its cached answer dropped', async () => {
    const name = '생마르탱 운하 전망대';
    expect((await hotelSuggestions('생마르탱 운하')).pointOfInterests).toEqual([]);
    const add = await t.call('POST', apiPaths.admin.cityPois.href(PARIS), catalogue, { nameKo: name, nameEn: 'Canal Saint-Martin lookout', latitude: 48.871, longitude: 2.365, sort: 5 });
    expect(add.statusCode, add.body).toBe(200);
    const { id } = add.json().data;
    expect((await hotelSuggestions('생마르탱 운하')).pointOfInterests).toEqual([expect.objectContaining({ pointOfInterestId: id, name })]);
    expect((await timeline(PARIS)).at(-1)).toMatchObject({ action: 'poi.create', changes: expect.arrayContaining([{ field: 'nameKo', before: null, after: name }]), metadata: { poiId: id } });

    const astray = await t.call('PATCH', apiPaths.admin.cityPoi.href(PARIS, id), catalogue, { ...IN_LONDON });
    expect(errorOf(astray)).toMatchObject({ status: 422, path: 'body.latitude' });
    const sorted = await t.call('PATCH', apiPaths.admin.cityPoi.href(PARIS, id), catalogue, { sort: 1 });
    expect([sorted.statusCode, sorted.json().data.sort]).toEqual([200, 1]);
  });

  it('makes a smaller area count the new places too', async () => {
    const city = await cityOf(PARIS);
    const station = await t.call('POST', apiPaths.admin.cityStations.href(PARIS), catalogue, { nameKo: '경계역', latitude: city.area.north - 0.001, longitude: city.area.east - 0.001 });
    expect(station.statusCode, station.body).toBe(200);
    const shrunk = await patchCity(PARIS, { area: { ...city.area, north: city.area.north - 0.01 } });
    expect(errorOf(shrunk)).toMatchObject({ status: 422, message: expect.stringContaining('경계역') });
  });
});

describe('countries and continents', () => {
  it("adds a country with the continent's next code, once per continent", async () => {
    const continents = (await t.get(apiPaths.admin.continents.href(), {}, catalogue)).json().data;
    expect(continents[0]).toEqual({ code: expect.stringMatching(/^\d{3}$/), name: expect.any(String), nameEn: expect.any(String) });
    const europe = continents.find((c: { code: string }) => c.code === '001');
    const add = await t.call('POST', apiPaths.admin.countries.href(), catalogue, { continentCode: '001', nameKo: '라도니아', nameEn: 'Ladonia' });
    expect(add.statusCode, add.body).toBe(200);
    const codes = rowsOf<{ code: string }>(await t.db.execute(sql`select code from countries where continent_code = '001' order by code`)).map((r) => r.code);
    expect(add.json().data).toEqual({ code: codes.at(-1), continentCode: '001', name: '라도니아', nameEn: 'Ladonia', continent: europe.name });
    expect(Number(codes.at(-1)!.slice(3))).toBe(Number(codes.at(-2)!.slice(3)) + 1);
    const twice = await t.call('POST', apiPaths.admin.countries.href(), catalogue, { continentCode: '001', nameKo: '라도니아', nameEn: 'Ladonia' });
    expect(errorOf(twice)).toEqual({ status: 422, message: "이 대륙에 '라도니아' 국가가 이미 있습니다.", path: 'body.nameKo' });
    const log = (await t.get(apiPaths.admin.audit.href(), { targetType: 'country', targetId: codes.at(-1) }, superAdmin)).json().data.content;
    expect(log).toMatchObject([{ action: 'country.create', changes: expect.arrayContaining([{ field: 'nameKo', before: null, after: '라도니아' }]) }]);
    // A city of it, in a province of it.
    const province = (await t.call('POST', apiPaths.admin.countryProvinces.href(codes.at(-1)!), catalogue, { nameKo: '노르트', nameEn: 'Norte' })).json().data;
    const city = await t.call('POST', apiPaths.admin.cities.href(), catalogue, {
      countryCode: codes.at(-1),
      nameKo: '포르투',
      nameEn: 'Porto',
      timeZone: 'Europe/Lisbon',
      area: { south: 41.0, west: -8.8, north: 41.3, east: -8.4 },
      provinceId: province.id,
    });
    expect([city.statusCode, city.json().data.code, city.json().data.provinceId]).toEqual([200, `${codes.at(-1)}001`, province.id]);
  });

  it('is the catalogue role’s: support may not edit a city', async () => {
    const support = (await loginAs(t.app, 'support-admin')).headers;
    const res = await t.app.inject({ method: 'PATCH', url: apiUrl(apiPaths.admin.city.href(PARIS)), headers: support, payload: { nameEn: 'X' } });
    expect(res.statusCode).toBe(403);
  });
});
