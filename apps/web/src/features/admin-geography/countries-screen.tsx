import { useState } from 'react';
import { AdminCountryCreateSchema, AdminProvinceCreateSchema, type AdminCountry, type AdminProvince } from '@minda/contracts/admin-geography';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { FormEnd, FormField } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAdminContinents, useAdminCountries, useCreateCountry, useCreateProvince, useProvinces } from './api/admin-geography.ts';

const countryColumns: ListColumn<AdminCountry>[] = [
  { id: 'code', header: '코드', accessorKey: 'code' },
  { id: 'continent', header: '대륙', accessorKey: 'continent' },
  { id: 'name', header: '국가', accessorKey: 'name' },
  { id: 'nameEn', header: '영문', accessorKey: 'nameEn' },
];
const provinceColumns: ListColumn<AdminProvince>[] = [
  { id: 'nameKo', header: '지방', accessorKey: 'nameKo' },
  { id: 'nameEn', header: '영문', accessorKey: 'nameEn' },
];

/** /admin/countries: the countries with a new one, and a chosen country's provinces with a new one (issue 57). */
export function CountriesScreen() {
  const countries = useAdminCountries();
  const [chosen, setChosen] = useState('');
  return (
    <>
      <ListState query={{ ...countries, data: countries.data ? { content: countries.data } : undefined }} emptyText="국가가 없습니다." />
      {countries.data && countries.data.length > 0 ? <DataTable label="국가 목록" columns={countryColumns} rows={countries.data} rowKey={(c) => c.code} /> : null}
      <NewCountry />
      <section className={kit.section} aria-labelledby="provinces">
        <h2 id="provinces">지방</h2>
        <FormField id="provinces-country" label="국가">
          <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">국가를 골라 주세요</option>
            {(countries.data ?? []).map((country) => (
              <option key={country.code} value={country.code}>
                {country.continent} · {country.name}
              </option>
            ))}
          </select>
        </FormField>
        {chosen ? <Provinces key={chosen} countryCode={chosen} /> : null}
      </section>
    </>
  );
}

function NewCountry() {
  const continents = useAdminContinents();
  const create = useCreateCountry();
  const toast = useToast();
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema: AdminCountryCreateSchema,
    defaults: { continentCode: '', nameKo: '', nameEn: '' },
    id: 'country-new',
    places: { fields: ['continentCode', 'nameKo', 'nameEn'], fallback: '국가를 추가하지 못했습니다.' },
    error: create.error,
    save: { create: (values) => create.mutateAsync(values).then((country) => toast.show(`${country.name} 국가를 추가했습니다 (코드 ${country.code}).`)) },
    clearAfterCreate: true,
  });
  const { register } = form;
  return (
    <section className={kit.section} aria-labelledby="new-country">
      <h2 id="new-country">국가 추가</h2>
      <form onSubmit={onSubmit} noValidate className={kit.form} aria-label="국가 추가">
        {field(
          'continentCode',
          '대륙',
          <select {...aria('continentCode')} {...register('continentCode')}>
            <option value="">대륙을 골라 주세요</option>
            {(continents.data ?? []).map((continent) => (
              <option key={continent.code} value={continent.code}>
                {continent.name}
              </option>
            ))}
          </select>,
        )}
        {field('nameKo', '국가 이름', <input {...aria('nameKo')} {...register('nameKo')} />)}
        {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />)}
        <FormEnd alert={alert} submit="국가 추가" disabled={create.isPending} />
      </form>
    </section>
  );
}

function Provinces({ countryCode }: { countryCode: string }) {
  const provinces = useProvinces(countryCode);
  const create = useCreateProvince(countryCode);
  const toast = useToast();
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema: AdminProvinceCreateSchema,
    defaults: { nameKo: '', nameEn: '' },
    id: 'province-new',
    places: { fields: ['nameKo', 'nameEn'], fallback: '지방을 추가하지 못했습니다.' },
    error: create.error,
    save: { create: (values) => create.mutateAsync(values).then((province) => toast.show(`${province.nameKo} 지방을 추가했습니다.`)) },
    clearAfterCreate: true,
  });
  const { register } = form;
  return (
    <>
      <ListState query={{ ...provinces, data: provinces.data ? { content: provinces.data } : undefined }} emptyText="아직 지방이 없습니다." />
      {provinces.data && provinces.data.length > 0 ? <DataTable label="지방 목록" columns={provinceColumns} rows={provinces.data} rowKey={(p) => String(p.id)} /> : null}
      <h3>지방 추가</h3>
      <form onSubmit={onSubmit} noValidate className={kit.form} aria-label="지방 추가">
        {field('nameKo', '지방 이름', <input {...aria('nameKo')} {...register('nameKo')} />)}
        {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />)}
        <FormEnd alert={alert} submit="지방 추가" disabled={create.isPending} />
      </form>
    </>
  );
}
