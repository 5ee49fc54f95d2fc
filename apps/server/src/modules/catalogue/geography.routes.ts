import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AuditTimelineResponseSchema } from '@minda/contracts/admin-audit';
import {
  AdminCitiesResponseSchema,
  AdminCityCreatedResponseSchema,
  AdminCityCreateSchema,
  AdminCityParamsSchema,
  AdminCityPatchSchema,
  AdminCityPlaceParamsSchema,
  AdminContinentsResponseSchema,
  AdminCountriesResponseSchema,
  AdminCountryCreateSchema,
  AdminCountryParamsSchema,
  AdminCountryResponseSchema,
  AdminNeighborhoodInputSchema,
  AdminNeighborhoodPatchSchema,
  AdminNeighborhoodResponseSchema,
  AdminNeighborhoodsResponseSchema,
  AdminPoiInputSchema,
  AdminPoiPatchSchema,
  AdminPoiResponseSchema,
  AdminPoisResponseSchema,
  AdminProvinceCreateSchema,
  AdminProvinceResponseSchema,
  AdminProvincesResponseSchema,
  AdminStationInputSchema,
  AdminStationPatchSchema,
  AdminStationResponseSchema,
  AdminStationsResponseSchema,
} from '@minda/contracts/admin-geography';
import { apiPaths, type ApiPath } from '@minda/contracts/paths';
import { operatorAccess } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import { auditTimeline } from '../audit/audit.service.ts';
import { createPlace, listPlaces, neighborhoodKind, patchPlace, poiKind, stationKind, type Place, type PlaceKind } from './city-places.service.ts';
import * as geography from './geography.service.ts';

const operator = { security: [{ bearer: [] }] };
const tags = ['admin'];
const config = { access: operatorAccess('catalogue.write') };

/** The operator's geography (spec 2 §7.10 "Geography", issue 57): continents, countries, provinces, cities and their places. */
export async function geographyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(`/${apiPaths.admin.continents.pattern}`, { config, schema: { tags, summary: '대륙 목록', ...operator, response: { 200: AdminContinentsResponseSchema } } }, async () => ({
    data: await geography.listContinents(app.db),
  }));
  app.get(`/${apiPaths.admin.countries.pattern}`, { config, schema: { tags, summary: '국가 목록', ...operator, response: { 200: AdminCountriesResponseSchema } } }, async () => ({
    data: await geography.listCountries(app.db),
  }));
  app.post(
    `/${apiPaths.admin.countries.pattern}`,
    { config, schema: { tags, summary: '국가 추가 (대륙의 다음 코드)', ...operator, body: AdminCountryCreateSchema, response: { 200: AdminCountryResponseSchema } } },
    async (request) => ({ data: await geography.createCountry(app.db, auditActorOf(request), request.body) }),
  );
  app.get(
    `/${apiPaths.admin.countryProvinces.pattern}`,
    { config, schema: { tags, summary: '국가의 지방 목록', ...operator, params: AdminCountryParamsSchema, response: { 200: AdminProvincesResponseSchema } } },
    async (request) => ({ data: await geography.listProvinces(app.db, request.params.code) }),
  );
  app.post(
    `/${apiPaths.admin.countryProvinces.pattern}`,
    { config, schema: { tags, summary: '지방 추가', ...operator, params: AdminCountryParamsSchema, body: AdminProvinceCreateSchema, response: { 200: AdminProvinceResponseSchema } } },
    async (request) => ({ data: await geography.createProvince(app.db, auditActorOf(request), request.params.code, request.body) }),
  );

  app.get(`/${apiPaths.admin.cities.pattern}`, { config, schema: { tags, summary: '도시 목록 (국가, 시간대, 지역 범위)', ...operator, response: { 200: AdminCitiesResponseSchema } } }, async () => ({
    data: await geography.listCities(app.db),
  }));
  app.post(
    `/${apiPaths.admin.cities.pattern}`,
    { config, schema: { tags, summary: '도시 추가 (국가의 다음 코드, 시간대, 지역 범위)', ...operator, body: AdminCityCreateSchema, response: { 200: AdminCityCreatedResponseSchema } } },
    async (request) => ({ data: await geography.createCity(app.db, auditActorOf(request), request.body) }),
  );
  app.get(
    `/${apiPaths.admin.city.pattern}`,
    { config, schema: { tags, summary: '도시 상세', ...operator, params: AdminCityParamsSchema, response: { 200: AdminCityCreatedResponseSchema } } },
    async (request) => ({ data: await geography.adminCity(app.db, request.params.code) }),
  );
  app.patch(
    `/${apiPaths.admin.city.pattern}`,
    { config, schema: { tags, summary: '도시 정보 수정 (이름, 시간대, 지역 범위, 지방)', ...operator, params: AdminCityParamsSchema, body: AdminCityPatchSchema, response: { 200: AdminCityCreatedResponseSchema } } },
    async (request) => ({ data: await geography.patchCity(app.db, auditActorOf(request), request.params.code, request.body) }),
  );
  app.get(
    `/${apiPaths.admin.cityAudit.pattern}`,
    { config, schema: { tags, summary: '도시 변경 이력 (지역, 역, 명소 포함, 오래된 것부터)', ...operator, params: AdminCityParamsSchema, response: { 200: AuditTimelineResponseSchema } } },
    async (request) => {
      await geography.adminCity(app.db, request.params.code);
      return { data: await auditTimeline(app.db, 'city', request.params.code) };
    },
  );

  const placeRoutes = <Row extends Place, Input extends Omit<Place, 'id'>, Patch extends Partial<Omit<Place, 'id'>>>(spec: {
    kind: PlaceKind<Row, Input, Patch>;
    paths: { list: ApiPath; one: ApiPath };
    schemas: { input: z.ZodType<Input>; patch: z.ZodType<Patch>; list: z.ZodType; one: z.ZodType };
    label: string;
  }) => {
    const { kind, paths, schemas, label } = spec;
    app.get(
      `/${paths.list.pattern}`,
      { config, schema: { tags, summary: `도시의 ${label} 목록`, ...operator, params: AdminCityParamsSchema, response: { 200: schemas.list } } },
      async (request) => ({ data: await listPlaces(app.db, kind, request.params.code) }),
    );
    app.post(
      `/${paths.list.pattern}`,
      { config, schema: { tags, summary: `${label} 추가`, ...operator, params: AdminCityParamsSchema, body: schemas.input, response: { 200: schemas.one } } },
      async (request) => ({ data: await createPlace(app.db, auditActorOf(request), kind, request.params.code, request.body as Input) }),
    );
    app.patch(
      `/${paths.one.pattern}`,
      { config, schema: { tags, summary: `${label} 수정`, ...operator, params: AdminCityPlaceParamsSchema, body: schemas.patch, response: { 200: schemas.one } } },
      async (request) => ({ data: await patchPlace(app.db, auditActorOf(request), kind, request.params.code, request.params.id, request.body as Patch) }),
    );
  };
  placeRoutes({
    kind: neighborhoodKind,
    paths: { list: apiPaths.admin.cityNeighborhoods, one: apiPaths.admin.cityNeighborhood },
    schemas: { input: AdminNeighborhoodInputSchema, patch: AdminNeighborhoodPatchSchema, list: AdminNeighborhoodsResponseSchema, one: AdminNeighborhoodResponseSchema },
    label: '지역',
  });
  placeRoutes({
    kind: stationKind,
    paths: { list: apiPaths.admin.cityStations, one: apiPaths.admin.cityStation },
    schemas: { input: AdminStationInputSchema, patch: AdminStationPatchSchema, list: AdminStationsResponseSchema, one: AdminStationResponseSchema },
    label: '역 (도시 범위 안의 좌표)',
  });
  placeRoutes({
    kind: poiKind,
    paths: { list: apiPaths.admin.cityPois, one: apiPaths.admin.cityPoi },
    schemas: { input: AdminPoiInputSchema, patch: AdminPoiPatchSchema, list: AdminPoisResponseSchema, one: AdminPoiResponseSchema },
    label: '명소 (도시 범위 안의 좌표)',
  });
}
