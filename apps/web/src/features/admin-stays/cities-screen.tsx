import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminCityCreateSchema, type AdminCity } from '@minda/contracts/admin-geography';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { FormEnd, FormField, fieldAria } from '../../ui/list-kit/form-field.tsx';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAdminCities, useAdminCountries, useCreateCity } from './api/admin-stays.ts';
import kit from '../../ui/list-kit/list-kit.module.css';

const areaText = (area: AdminCity['area']) => (area ? `${area.south}, ${area.west} ~ ${area.north}, ${area.east}` : '없음');

const columns: ListColumn<AdminCity>[] = [
  { id: 'code', header: '코드', accessorKey: 'code' },
  { id: 'country', header: '국가', accessorKey: 'country' },
  { id: 'name', header: '도시', accessorKey: 'name' },
  { id: 'nameEn', header: '영문', accessorKey: 'nameEn' },
  { id: 'timeZone', header: '시간대', accessorKey: 'timeZone' },
  { id: 'area', header: '지역 범위 (남, 서 ~ 북, 동)', cell: ({ row }) => areaText(row.original.area) },
];

/** /admin/cities: the cities products are placed in, and a new one (issue 57, geography). */
export function CitiesScreen() {
  const cities = useAdminCities();
  return (
    <>
      <p>{cities.data ? `총 ${cities.data.length}개 도시` : ''}</p>
      <ListState query={{ ...cities, data: cities.data ? { content: cities.data } : undefined }} emptyText="도시가 없습니다." />
      {cities.data && cities.data.length > 0 ? <DataTable label="도시 목록" columns={columns} rows={cities.data} rowKey={(c) => c.code} /> : null}
      <NewCity />
    </>
  );
}

type FormInput = z.input<typeof AdminCityCreateSchema>;
type FormOutput = z.output<typeof AdminCityCreateSchema>;
type Field = 'countryCode' | 'nameKo' | 'nameEn' | 'timeZone' | 'area.south' | 'area.west' | 'area.north' | 'area.east';
const ERRORS = { fields: ['countryCode', 'nameKo', 'nameEn', 'timeZone'], fallback: '도시를 추가하지 못했습니다.' } satisfies ServerErrorPlaces<Field>;
const EMPTY: FormInput = { countryCode: '', nameKo: '', nameEn: '', timeZone: '', area: { south: Number.NaN, west: Number.NaN, north: Number.NaN, east: Number.NaN } };

function NewCity() {
  const countries = useAdminCountries();
  const create = useCreateCity();
  const toast = useToast();
  const { register, handleSubmit, setError, reset, formState } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(AdminCityCreateSchema), defaultValues: EMPTY });
  const submit = (values: FormOutput) =>
    create.mutateAsync(values).then(
      (city) => {
        reset(EMPTY);
        toast.show(`${city.country} ${city.name} 도시를 추가했습니다 (코드 ${city.code}).`);
      },
      (error: unknown) => setServerFieldErrors(error, setError, ERRORS),
    );
  const errorOf = (name: Field): string | undefined => {
    if (!name.startsWith('area.')) return formState.errors[name as Exclude<Field, `area.${string}`>]?.message;
    return formState.errors.area?.[name.slice(5) as 'south' | 'west' | 'north' | 'east']?.message;
  };
  const field = (name: Field, label: string, input: ReactNode, hint?: string) => (
    <FormField id={`city-${name}`} label={label} error={errorOf(name)} {...(hint ? { hint } : {})}>
      {input}
    </FormField>
  );
  const aria = (name: Field) => fieldAria(`city-${name}`, errorOf(name));
  const degrees = (name: 'area.south' | 'area.west' | 'area.north' | 'area.east', label: string) =>
    field(name, label, <input type="number" step="any" inputMode="decimal" {...aria(name)} {...register(name, { valueAsNumber: true })} />);
  const alert = placeServerError(create.error, ERRORS).alert;
  return (
    <section className={kit.section} aria-labelledby="new-city">
      <h2 id="new-city">도시 추가</h2>
      {countries.data ? (
        <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className={kit.form} aria-label="도시 추가">
          {field(
            'countryCode',
            '국가',
            <select defaultValue="" {...aria('countryCode')} {...register('countryCode')}>
              <option value="">국가를 골라 주세요</option>
              {countries.data.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.continent} · {country.name}
                </option>
              ))}
            </select>,
          )}
          {field('nameKo', '도시 이름', <input {...aria('nameKo')} {...register('nameKo')} />)}
          {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />)}
          {field('timeZone', '시간대 (IANA)', <input lang="en" placeholder="Europe/Paris" {...aria('timeZone')} {...register('timeZone')} />)}
          {degrees('area.south', '남쪽 위도')}
          {degrees('area.west', '서쪽 경도')}
          {degrees('area.north', '북쪽 위도')}
          {degrees('area.east', '동쪽 경도')}
          <p className={`${kit.hint} ${kit.wide}`}>지역 범위 안의 좌표에만 이 도시의 숙소를 둘 수 있습니다. 교외와 공항이 들어가게, 이웃 도시는 빠지게 정해 주세요.</p>
          <FormEnd alert={alert} submit="도시 추가" disabled={create.isPending} />
        </form>
      ) : (
        <ListState query={{ ...countries, data: undefined }} emptyText="" />
      )}
    </section>
  );
}
