import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminCityCreateSchema, type AdminCity, type AdminCityCreate, type AdminCityPatch } from '@minda/contracts/admin-geography';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { dirtyPatch } from '../../ui/list-kit/dirty-patch.ts';
import { FormEnd, FormField, fieldAria } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { useAdminCountries, useProvinces } from './api/admin-geography.ts';

type FormInput = z.input<typeof AdminCityCreateSchema>;
type FormOutput = z.output<typeof AdminCityCreateSchema>;
type Field = 'countryCode' | 'nameKo' | 'nameEn' | 'timeZone' | 'provinceId' | 'area.south' | 'area.west' | 'area.north' | 'area.east';
const ERRORS = { fields: ['countryCode', 'nameKo', 'nameEn', 'timeZone', 'provinceId'], fallback: '도시를 저장하지 못했습니다.' } satisfies ServerErrorPlaces<Field>;
const NO_AREA = { south: Number.NaN, west: Number.NaN, north: Number.NaN, east: Number.NaN };
const EMPTY: FormInput = { countryCode: '', nameKo: '', nameEn: '', timeZone: '', area: NO_AREA, provinceId: null };

const valuesOf = (city: AdminCity): FormInput => ({ countryCode: city.countryCode, nameKo: city.name, nameEn: city.nameEn, timeZone: city.timeZone, area: city.area ?? NO_AREA, provinceId: city.provinceId });

/**
 * A city (issue 57, geography), new or to edit: its country (fixed once made), names, time zone, province and area,
 * checked by the contract as the server checks them; an edit sends only what changed. The server's refusal of an
 * area that would leave the city's places outside it names them in the form's alert.
 */
export function CityForm({ city, pending, error, onSave }: {
  city?: AdminCity;
  pending: boolean;
  error: unknown;
  onSave: ((values: AdminCityCreate) => Promise<unknown>) | ((patch: AdminCityPatch) => Promise<unknown>);
}) {
  const countries = useAdminCountries();
  const id = city ? `city-${city.code}` : 'city-new';
  const { register, handleSubmit, setError, reset, formState, watch } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(AdminCityCreateSchema),
    defaultValues: city ? valuesOf(city) : EMPTY,
  });
  const provinces = useProvinces(watch('countryCode'));
  const fail = (failure: unknown) => setServerFieldErrors(failure, setError, ERRORS);
  const submit = async (values: FormOutput) => {
    if (!city) {
      await (onSave as (values: AdminCityCreate) => Promise<unknown>)(values).then(() => reset(EMPTY), fail);
      return;
    }
    const { countryCode: _fixed, ...patch } = dirtyPatch(formState.dirtyFields as Partial<Record<keyof FormOutput, unknown>>, values) ?? {};
    if (Object.keys(patch).length === 0) return;
    await (onSave as (patch: AdminCityPatch) => Promise<unknown>)(patch).then(() => reset(undefined, { keepValues: true }), fail);
  };
  const errorOf = (name: Field): string | undefined => {
    if (!name.startsWith('area.')) return formState.errors[name as Exclude<Field, `area.${string}`>]?.message;
    return formState.errors.area?.[name.slice(5) as 'south' | 'west' | 'north' | 'east']?.message;
  };
  const field = (name: Field, label: string, input: ReactNode) => (
    <FormField id={`${id}-${name}`} label={label} error={errorOf(name)}>
      {input}
    </FormField>
  );
  const aria = (name: Field) => fieldAria(`${id}-${name}`, errorOf(name));
  const degrees = (name: 'area.south' | 'area.west' | 'area.north' | 'area.east', label: string) =>
    field(name, label, <input type="number" step="any" inputMode="decimal" {...aria(name)} {...register(name, { valueAsNumber: true })} />);
  const label = city ? '도시 정보 수정' : '도시 추가';
  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className={kit.form} aria-label={label}>
      {city
        ? field('countryCode', '국가', <input readOnly value={city.country} />)
        : field(
            'countryCode',
            '국가',
            <select {...aria('countryCode')} {...register('countryCode')}>
              <option value="">국가를 골라 주세요</option>
              {(countries.data ?? []).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.continent} · {country.name}
                </option>
              ))}
            </select>,
          )}
      {field('nameKo', '도시 이름', <input {...aria('nameKo')} {...register('nameKo')} />)}
      {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />)}
      {field('timeZone', '시간대 (IANA)', <input lang="en" placeholder="Europe/Paris" {...aria('timeZone')} {...register('timeZone')} />)}
      {field(
        'provinceId',
        '지방 (선택)',
        <select {...aria('provinceId')} {...register('provinceId', { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) })}>
          <option value="">없음</option>
          {(provinces.data ?? []).map((province) => (
            <option key={province.id} value={province.id}>
              {province.nameKo}
            </option>
          ))}
        </select>,
      )}
      {degrees('area.south', '남쪽 위도')}
      {degrees('area.west', '서쪽 경도')}
      {degrees('area.north', '북쪽 위도')}
      {degrees('area.east', '동쪽 경도')}
      <p className={`${kit.hint} ${kit.wide}`}>지역 범위 안의 좌표에만 이 도시의 숙소, 역, 명소를 둘 수 있습니다. 교외와 공항이 들어가게, 이웃 도시는 빠지게 정해 주세요.</p>
      <FormEnd alert={placeServerError(error, ERRORS).alert} submit={city ? '변경 내용 저장' : '도시 추가'} disabled={pending || (city !== undefined && !formState.isDirty)} />
    </form>
  );
}
