import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductStatus } from '@minda/contracts/admin-publishing';
import kit from '../list-kit/list-kit.module.css';
import { adminCitiesQueryOptions } from './catalogue-api.ts';

/** A select of a list's filters: "전체" first, then the choices as [value, label]. */
export function FilterSelect({ name, label, value, choices }: { name: string; label: string; value: string | number | undefined; choices: readonly (readonly [string | number, string])[] }) {
  return (
    <label className={kit.field}>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">전체</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filters every product list has, as its address takes them; the first order ('recent') is left out. */
export type ProductFilterValues<S extends string> = { status?: ProductStatus | undefined; cityCode?: string | undefined; q?: string | undefined; sort?: S | undefined };

/**
 * A product list's filters and order (issue 57): status, city (then the line's own filters, `children`), the name
 * or number, the order; applied by going to the list's address on its first page, which `href` makes of the
 * shared filters and the form's other values (`value`: empty ones are undefined).
 */
export function ProductFilters<S extends string>({ label, query, sorts, href, children }: {
  label: string;
  query: ProductFilterValues<S> & { sort: S };
  sorts: Readonly<Record<S, string>>;
  href: (filters: ProductFilterValues<S>, value: (name: string) => string | undefined) => string;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const cities = useQuery(adminCitiesQueryOptions());
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const sort = value('sort') as S | undefined;
    void navigate(href({ status: value('status') as ProductStatus | undefined, cityCode: value('cityCode'), q: value('q'), sort: sort === 'recent' ? undefined : sort }, value));
  };
  return (
    <form role="search" aria-label={label} className={kit.actions} onSubmit={onSubmit}>
      <FilterSelect name="status" label="상태" value={query.status} choices={PRODUCT_STATUSES.map((status) => [status, PRODUCT_STATUS_LABELS[status]] as const)} />
      <FilterSelect name="cityCode" label="도시" value={query.cityCode} choices={(cities.data ?? []).map((city) => [city.code, `${city.country} ${city.name}`] as const)} />
      {children}
      <label className={kit.field}>
        이름·번호
        <input name="q" defaultValue={query.q ?? ''} maxLength={50} />
      </label>
      <label className={kit.field}>
        정렬
        <select name="sort" defaultValue={query.sort}>
          {Object.entries<string>(sorts).map(([sort, text]) => (
            <option key={sort} value={sort}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={kit.secondary}>
        검색
      </button>
    </form>
  );
}
