import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminCityCreate,
  AdminCityCreatedResponseSchema,
  AdminCityPatch,
  AdminContinentsResponseSchema,
  AdminCountriesResponseSchema,
  AdminCountryCreate,
  AdminCountryResponseSchema,
  AdminPoi,
  AdminProvinceCreate,
  AdminProvinceResponseSchema,
  AdminProvincesResponseSchema,
} from '@minda/contracts/admin-geography';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { adminCitiesQueryOptions, operator, productAuditQueryOptions, useLineMutation } from '../../../ui/catalogue/catalogue-api.ts';

/**
 * The operator's geography (issue 57): continents, countries and their provinces, cities with their
 * neighbourhoods, stations and points of interest. Everything is cached under ['admin', …]: a change reads the
 * geography again (and the cities every product screen picks from).
 */

const geographyKey = ['admin', 'geography'] as const;
const staleTime = 5 * 60_000;

export { adminCitiesQueryOptions };

export const adminCityQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...geographyKey, 'city', code] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminCityCreatedResponseSchema>(apiPaths.admin.city.href(code), { ...operator, signal }),
  });

export const cityAuditQueryOptions = (code: string) => productAuditQueryOptions(geographyKey, code, apiPaths.admin.cityAudit.href(code));

export const adminCountriesQueryOptions = () =>
  queryOptions({
    queryKey: [...geographyKey, 'countries'] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminCountriesResponseSchema>(apiPaths.admin.countries.href(), { ...operator, signal }),
    staleTime,
  });

export const adminContinentsQueryOptions = () =>
  queryOptions({
    queryKey: [...geographyKey, 'continents'] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminContinentsResponseSchema>(apiPaths.admin.continents.href(), { ...operator, signal }),
    staleTime,
  });

export const provincesQueryOptions = (countryCode: string) =>
  queryOptions({
    queryKey: [...geographyKey, 'provinces', countryCode] as const,
    queryFn: ({ signal }) => apiGet<typeof AdminProvincesResponseSchema>(apiPaths.admin.countryProvinces.href(countryCode), { ...operator, signal }),
    enabled: countryCode !== '',
  });

/** A city's places of one kind: their list's address (GET, POST) and one's (PATCH). */
export const PLACE_PATHS = {
  neighborhoods: { list: apiPaths.admin.cityNeighborhoods, one: apiPaths.admin.cityNeighborhood },
  stations: { list: apiPaths.admin.cityStations, one: apiPaths.admin.cityStation },
  pois: { list: apiPaths.admin.cityPois, one: apiPaths.admin.cityPoi },
} as const;
export type PlaceKindName = keyof typeof PLACE_PATHS;
/** A place as its list answers it: a neighbourhood has no coordinates, only a point of interest a `sort`. */
export type PlaceValues = Pick<AdminPoi, 'id' | 'nameKo' | 'nameEn'> & Partial<Pick<AdminPoi, 'latitude' | 'longitude' | 'sort'>>;

export const cityPlacesQueryOptions = (kind: PlaceKindName, code: string) =>
  queryOptions({
    queryKey: [...geographyKey, kind, code] as const,
    queryFn: ({ signal }) => apiGet<z.ZodType<{ data: PlaceValues[] }>>(PLACE_PATHS[kind].list.href(code), { ...operator, signal }),
  });

export const useAdminCity = (code: string) => useQuery(adminCityQueryOptions(code));
export const useAdminCities = () => useQuery(adminCitiesQueryOptions());
export const useAdminCountries = () => useQuery(adminCountriesQueryOptions());
export const useAdminContinents = () => useQuery(adminContinentsQueryOptions());
export const useProvinces = (countryCode: string) => useQuery(provincesQueryOptions(countryCode));
export const useCityPlaces = (kind: PlaceKindName, code: string) => useQuery(cityPlacesQueryOptions(kind, code));

/** Every change reads the geography again, and the cities' list that every product screen picks from. */
const useGeographyMutation = <I, O>(send: (input: I) => Promise<O>) => useLineMutation(['admin'], send);

export const useCreateCity = () => useGeographyMutation((body: AdminCityCreate) => apiRequest<typeof AdminCityCreatedResponseSchema>('POST', apiPaths.admin.cities.href(), { body, ...operator }));

export const usePatchCity = (code: string) =>
  useGeographyMutation((body: AdminCityPatch) => apiRequest<typeof AdminCityCreatedResponseSchema>('PATCH', apiPaths.admin.city.href(code), { body, ...operator }));

export const useCreatePlace = (kind: PlaceKindName, code: string) => useGeographyMutation((body: object) => apiRequest('POST', PLACE_PATHS[kind].list.href(code), { body, ...operator }));

export const usePatchPlace = (kind: PlaceKindName, code: string) =>
  useGeographyMutation(({ id, patch }: { id: number; patch: object }) => apiRequest('PATCH', PLACE_PATHS[kind].one.href(code, id), { body: patch, ...operator }));

export const useCreateCountry = () =>
  useGeographyMutation((body: AdminCountryCreate) => apiRequest<typeof AdminCountryResponseSchema>('POST', apiPaths.admin.countries.href(), { body, ...operator }));

export const useCreateProvince = (countryCode: string) =>
  useGeographyMutation((body: AdminProvinceCreate) => apiRequest<typeof AdminProvinceResponseSchema>('POST', apiPaths.admin.countryProvinces.href(countryCode), { body, ...operator }));
