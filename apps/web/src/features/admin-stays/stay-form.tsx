import { z } from 'zod';
import { AdminStayCreateSchema, STAY_LOCATIONS_MAX, StayLocationsSchema, type AdminStay, type AdminStayCreate, type AdminStayPatch } from '@minda/contracts/admin-stays';
import type { ServerErrorPlaces } from '../../lib/field-errors.ts';
import { WithPickers, type Pickers } from '../../ui/catalogue/pickers.tsx';
import { useProductForm, type ProductFormProps } from '../../ui/catalogue/product-form.tsx';
import { CheckField } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';

/** The contract's stay, with the location lines typed one a line. */
const StayFormSchema = AdminStayCreateSchema.extend({
  locations: z
    .string()
    .transform((text) => text.split('\n').map((line) => line.trim()).filter(Boolean))
    .pipe(StayLocationsSchema),
});
type FormInput = z.input<typeof StayFormSchema>;
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

type Props = ProductFormProps<AdminStay, AdminStayCreate, AdminStayPatch>;

/**
 * A guesthouse's details, new or to edit (issue 57): checked by the contract's schema as the server checks it, and
 * the server's refusals (a place outside the city) shown on their fields. An edit sends only what changed.
 */
export function StayForm(props: Props) {
  return <WithPickers partnerType="stay">{(pickers) => <LoadedStayForm props={props} pickers={pickers} />}</WithPickers>;
}

function LoadedStayForm({ props, pickers }: { props: Props; pickers: Pickers }) {
  const { form, onSubmit, aria, field, placeFields, end, editing } = useProductForm({ props, pickers, schema: StayFormSchema, blank: NEW_STAY, valuesOf, id: 'stay', places: ERRORS });
  const { register } = form;
  const check = (name: Field, label: string) => (
    <CheckField label={label}>
      <input type="checkbox" {...register(name)} />
    </CheckField>
  );
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label={editing ? '민박 정보 수정' : '민박 등록'}>
      {placeFields}
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
      {end}
    </form>
  );
}
