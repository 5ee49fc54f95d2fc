import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import type { AdminCity } from '@minda/contracts/admin-geography';
import { AdminStayCreateSchema, STAY_LOCATIONS_MAX, StayLocationsSchema, type AdminPartner, type AdminStay, type AdminStayCreate, type AdminStayPatch } from '@minda/contracts/admin-stays';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { useAdminCities, useStayPartners } from './api/admin-stays.ts';
import { CheckField, FormEnd, FormField, fieldAria } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';

/** The contract's stay, with the location lines typed one a line. */
const StayFormSchema = AdminStayCreateSchema.extend({
  locations: z
    .string()
    .transform((text) => text.split('\n').map((line) => line.trim()).filter(Boolean))
    .pipe(StayLocationsSchema),
});
type FormInput = z.input<typeof StayFormSchema>;
type FormOutput = z.output<typeof StayFormSchema>;
type Field = keyof FormInput;

const FIELDS: readonly Field[] = ['partnerId', 'cityCode', 'name', 'nameEn', 'address', 'latitude', 'longitude', 'locations', 'checkInTime', 'checkOutTime', 'hasBreakfast', 'breakfastInfo', 'instantBooking', 'useInquireChat', 'description'];
const ERRORS = { fields: FIELDS, fallback: '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.' } satisfies ServerErrorPlaces<Field>;

const NEW_STAY: FormInput = {
  partnerId: Number.NaN,
  cityCode: '',
  name: '',
  nameEn: '',
  address: '',
  latitude: Number.NaN,
  longitude: Number.NaN,
  locations: '',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  hasBreakfast: false,
  breakfastInfo: '',
  instantBooking: false,
  useInquireChat: true,
  description: '',
};

const valuesOf = (stay: AdminStay): FormInput => ({
  partnerId: stay.partner.id,
  cityCode: stay.city.code,
  name: stay.name,
  nameEn: stay.nameEn,
  address: stay.address,
  latitude: stay.latitude ?? Number.NaN,
  longitude: stay.longitude ?? Number.NaN,
  locations: stay.locations.join('\n'),
  checkInTime: stay.checkInTime,
  checkOutTime: stay.checkOutTime,
  hasBreakfast: stay.hasBreakfast,
  breakfastInfo: stay.breakfastInfo,
  instantBooking: stay.instantBooking,
  useInquireChat: stay.useInquireChat,
  description: stay.description,
});

type Props =
  | { stay?: undefined; pending: boolean; error: unknown; onSave: (body: AdminStayCreate) => Promise<unknown> }
  | { stay: AdminStay; pending: boolean; error: unknown; onSave: (patch: AdminStayPatch) => Promise<unknown> };

/**
 * A guesthouse's details, new or to edit (issue 57): checked by the contract's schema as the server checks it, and
 * the server's refusals (a place outside the city) shown on their fields. An edit sends only what changed.
 */
export function StayForm(props: Props) {
  const cities = useAdminCities();
  const partners = useStayPartners();
  // The selects take their values once their options are there: an option drawn later would leave them empty.
  if (!cities.data || !partners.data) {
    const failed = cities.error ?? partners.error;
    return failed ? <p role="alert" className={kit.fieldError}>{failed.message}</p> : <p aria-busy="true">불러오는 중…</p>;
  }
  return <LoadedStayForm {...props} cities={cities.data} partners={partners.data} />;
}

function LoadedStayForm({ cities, partners, ...props }: Props & { cities: AdminCity[]; partners: AdminPartner[] }) {
  // The selects are given their first value as well: React picks the option as it mounts them, which held where the
  // register ref's own assignment did not (the component test's DOM left both selects empty).
  const defaults = props.stay ? valuesOf(props.stay) : NEW_STAY;
  const { register, handleSubmit, setError, formState, reset } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(StayFormSchema), defaultValues: defaults });
  const fail = (error: unknown) => setServerFieldErrors(error, setError, ERRORS);
  const submit = async (values: FormOutput) => {
    if (!props.stay) {
      await props.onSave(values).catch(fail);
      return;
    }
    const changed = (Object.keys(formState.dirtyFields) as Field[]).filter((field) => formState.dirtyFields[field]);
    if (changed.length === 0) return;
    const patch = Object.fromEntries(changed.map((field) => [field, values[field]])) as AdminStayPatch;
    // Saved, what is on the form is the stay: nothing is left to send until the next change.
    await props.onSave(patch).then(() => reset(undefined, { keepValues: true }), fail);
  };
  const alert = placeServerError(props.error, ERRORS).alert;
  const errors: FieldErrors<FormInput> = formState.errors;
  const aria = (name: Field) => fieldAria(`stay-${name}`, errors[name]?.message);
  const field = (name: Field, label: string, input: ReactNode, options: { wide?: boolean; hint?: string } = {}) => (
    <FormField id={`stay-${name}`} label={label} error={errors[name]?.message} {...options}>
      {input}
    </FormField>
  );
  const check = (name: Field, label: string) => (
    <CheckField label={label}>
      <input type="checkbox" {...register(name)} />
    </CheckField>
  );
  const countries = [...new Set(cities.map((c) => c.country))];
  // The picker lists partners by name, 50 at most: the stay's own partner is always among them.
  const current = props.stay?.partner;
  const partnerOptions = [
    ...(current && !partners.some((p) => p.partnerId === current.id) ? [{ partnerId: current.id, name: current.name, loginId: current.loginId }] : []),
    ...partners,
  ];

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className={kit.form} aria-label={props.stay ? '민박 정보 수정' : '민박 등록'}>
      {field(
        'partnerId',
        '파트너',
        <select defaultValue={Number.isNaN(defaults.partnerId) ? '' : String(defaults.partnerId)} {...aria('partnerId')} {...register('partnerId', { valueAsNumber: true })}>
          <option value="">파트너를 골라 주세요</option>
          {partnerOptions.map((p) => (
            <option key={p.partnerId} value={p.partnerId}>
              {p.name} ({p.loginId})
            </option>
          ))}
        </select>,
      )}
      {field(
        'cityCode',
        '도시',
        <select defaultValue={defaults.cityCode} {...aria('cityCode')} {...register('cityCode')}>
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
        </select>,
      )}
      {field('name', '민박 이름', <input {...aria('name')} {...register('name')} />)}
      {field('nameEn', '영문 이름', <input {...aria('nameEn')} {...register('nameEn')} lang="en" />)}
      {field('address', '주소', <input {...aria('address')} {...register('address')} />, { wide: true })}
      {field('latitude', '위도', <input type="number" step="any" inputMode="decimal" {...aria('latitude')} {...register('latitude', { valueAsNumber: true })} />, { hint: '예: 48.8566 (도시 지역 안이어야 합니다)' })}
      {field('longitude', '경도', <input type="number" step="any" inputMode="decimal" {...aria('longitude')} {...register('longitude', { valueAsNumber: true })} />, { hint: '예: 2.3522' })}
      {field('locations', '위치 안내', <textarea rows={3} {...aria('locations')} {...register('locations')} />, {
        wide: true,
        hint: `한 줄에 하나, ${STAY_LOCATIONS_MAX}줄까지. 예: 몽파르나스역 도보 3분 (이 도시의 역과 명소만)`,
      })}
      {field('checkInTime', '체크인', <input type="time" {...aria('checkInTime')} {...register('checkInTime')} />)}
      {field('checkOutTime', '체크아웃', <input type="time" {...aria('checkOutTime')} {...register('checkOutTime')} />)}
      {check('hasBreakfast', '조식 제공')}
      {field('breakfastInfo', '조식 안내', <input {...aria('breakfastInfo')} {...register('breakfastInfo')} />)}
      {check('instantBooking', '즉시 예약 (결제하면 바로 확정)')}
      {check('useInquireChat', '문의 채팅 사용')}
      {field('description', '소개', <textarea rows={6} {...aria('description')} {...register('description')} />, { wide: true })}
      <FormEnd alert={alert} submit={props.stay ? '변경 내용 저장' : '작성 중으로 등록'} disabled={props.pending || (props.stay !== undefined && !formState.isDirty)} />
    </form>
  );
}
