import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminCity } from '@minda/contracts/admin-geography';
import type { AdminPartner } from '@minda/contracts/admin-stays';
import kit from '../list-kit/list-kit.module.css';
import { adminCitiesQueryOptions, partnersQueryOptions, type PartnerType } from './catalogue-api.ts';

export type Pickers = { cities: AdminCity[]; partners: AdminPartner[] };

/**
 * A product form's cities and partners of its line: the form is drawn once both are there, since a select takes its
 * value once its options are there (an option drawn later would leave it empty).
 */
export function WithPickers({ partnerType, children }: { partnerType: PartnerType; children: (pickers: Pickers) => ReactNode }) {
  const cities = useQuery(adminCitiesQueryOptions());
  const partners = useQuery(partnersQueryOptions(partnerType));
  if (!cities.data || !partners.data) {
    const failed = cities.error ?? partners.error;
    return failed ? <p role="alert" className={kit.fieldError}>{failed.message}</p> : <p aria-busy="true">불러오는 중…</p>;
  }
  return children({ cities: cities.data, partners: partners.data });
}

/** The cities by country, after a first empty choice. */
export function CityOptions({ cities }: { cities: readonly AdminCity[] }) {
  const countries = [...new Set(cities.map((c) => c.country))];
  return (
    <>
      <option value="">도시를 골라 주세요</option>
      {countries.map((country) => (
        <optgroup key={country} label={country}>
          {cities
            .filter((c) => c.country === country)
            .map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}

/**
 * The partners by name after a first empty choice; the picker lists 50 at most, so the product's own partner
 * (`current`) is added when it is not among them.
 */
export function PartnerOptions({ partners, current }: { partners: readonly AdminPartner[]; current?: { id: number; name: string; loginId: string } | undefined }) {
  const options = [...(current && !partners.some((p) => p.partnerId === current.id) ? [{ partnerId: current.id, name: current.name, loginId: current.loginId }] : []), ...partners];
  return (
    <>
      <option value="">파트너를 골라 주세요</option>
      {options.map((p) => (
        <option key={p.partnerId} value={p.partnerId}>
          {p.name} ({p.loginId})
        </option>
      ))}
    </>
  );
}
