import { useEffect } from 'react';
import type { z } from 'zod';
import { AdminHotelCreateSchema, hotelFieldsOf, type AdminHotel, type AdminHotelCreate, type AdminHotelPatch } from '@minda/contracts/admin-hotels';
import type { ServerErrorPlaces } from '../../lib/field-errors.ts';
import { useAdminCategories } from '../../ui/catalogue/categories-api.ts';
import { WithPickers, type Pickers } from '../../ui/catalogue/pickers.tsx';
import { useProductForm, type ProductFormProps } from '../../ui/catalogue/product-form.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { useCityNeighborhoods } from './api/admin-hotels.ts';
import { starText } from './hotel-text.ts';

/** The contract's new property with every field on the form (no neighbourhood is null; no type is the first, 호텔). */
const HotelFormSchema = AdminHotelCreateSchema.required().extend({ categoryId: AdminHotelCreateSchema.shape.categoryId });
type FormInput = z.input<typeof HotelFormSchema>;
type Field = keyof FormInput;

const PLACES = {
  fields: ['partnerId', 'cityCode', 'name', 'nameEn', 'starRating', 'categoryId', 'neighborhoodId', 'address', 'latitude', 'longitude'],
  fallback: '호텔 정보를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} satisfies ServerErrorPlaces<Field>;

/** The contract's 1 to 5 stars. */
const STARS = [1, 2, 3, 4, 5] as const;

const BLANK: FormInput = { partnerId: Number.NaN, cityCode: '', name: '', nameEn: '', starRating: 3, neighborhoodId: null, address: '', latitude: Number.NaN, longitude: Number.NaN };

/** The property's fields as the contract names them; a hotel nobody answers for starts with no partner chosen. */
function formValuesOf(hotel: AdminHotel): FormInput {
  const fields = hotelFieldsOf(hotel);
  return { ...fields, partnerId: hotel.partner ? fields.partnerId : Number.NaN };
}

type Props = ProductFormProps<AdminHotel, AdminHotelCreate, AdminHotelPatch>;

/**
 * A managed hotel's details, new or to edit (issue 57): its vendor among the hotel partners, its city, names, stars,
 * address and position, checked by the contract as the server checks them; the server's refusals (a position
 * outside the city) land under their fields. An edit sends only what changed.
 */
export function HotelForm(props: Props) {
  return <WithPickers partnerType="hotel">{(pickers) => <HotelFields props={props} pickers={pickers} />}</WithPickers>;
}

function HotelFields({ props, pickers }: { props: Props; pickers: Pickers }) {
  const hotelForm = useHotelProductForm(props, pickers);
  const { register } = hotelForm.form;
  const { aria, field } = hotelForm;
  const coordinate = (name: 'latitude' | 'longitude', label: string, hint: string) =>
    field(name, label, <input type="number" step="any" inputMode="decimal" {...aria(name)} {...register(name, { valueAsNumber: true })} />, { hint });
  return (
    <form onSubmit={hotelForm.onSubmit} noValidate className={kit.form} aria-label={hotelForm.editing ? '호텔 정보 수정' : '호텔 등록'}>
      {hotelForm.placeFields}
      {field('name', '호텔 이름', <input {...aria('name')} {...register('name')} />)}
      {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />, { hint: '공급사 엑스트라넷에 적힌 이름' })}
      {field(
        'starRating',
        '성급',
        <select defaultValue={hotelForm.defaults.starRating} {...aria('starRating')} {...register('starRating', { valueAsNumber: true })}>
          {STARS.map((stars) => (
            <option key={stars} value={stars}>
              {starText(stars)}
            </option>
          ))}
        </select>,
      )}
      <CategoryField form={hotelForm} />
      <NeighborhoodField form={hotelForm} />
      {field('address', '주소', <input {...aria('address')} {...register('address')} />, { wide: true })}
      {coordinate('latitude', '위도', '예: 41.9028 (도시 지역 안이어야 합니다)')}
      {coordinate('longitude', '경도', '예: 12.4964')}
      {hotelForm.end}
    </form>
  );
}

type HotelFormState = ReturnType<typeof useHotelProductForm>;
const useHotelProductForm = (props: Props, pickers: Pickers) => useProductForm({ props, pickers, schema: HotelFormSchema, blank: BLANK, valuesOf: formValuesOf, id: 'hotel', places: PLACES });

/** Its property type (숙소 유형, `admin/categories`); a new hotel without one is the first in their order. */
function CategoryField({ form: hotelForm }: { form: HotelFormState }) {
  const categories = useAdminCategories();
  const { watch, setValue } = hotelForm.form;
  const chosen = watch('categoryId');
  return hotelForm.field(
    'categoryId',
    '숙소 유형',
    <select
      value={chosen === undefined ? '' : String(chosen)}
      disabled={!categories.data}
      aria-busy={!categories.data}
      onChange={(event) => setValue('categoryId', event.target.value === '' ? undefined : Number(event.target.value), { shouldDirty: true })}
      {...hotelForm.aria('categoryId')}
    >
      {hotelForm.editing ? null : <option value="">기본 ({categories.data?.[0]?.nameKo ?? '호텔'})</option>}
      {(categories.data ?? []).map((c) => (
        <option key={c.id} value={c.id}>
          {c.nameKo}
        </option>
      ))}
    </select>,
    { hint: '검색 결과의 숙소 유형 필터와 호텔 페이지에 보입니다.' },
  );
}

/**
 * The hotel's area among its city's neighbourhoods (`admin/cities/{code}/neighborhoods`), or none. Another city's
 * list replaces it when the city changes, and a neighbourhood of the city left behind is dropped (the server
 * refuses another city's), so the move saves as one change.
 */
function NeighborhoodField({ form: hotelForm }: { form: HotelFormState }) {
  const { watch, setValue } = hotelForm.form;
  const cityCode = watch('cityCode');
  const chosen = watch('neighborhoodId');
  const areas = useCityNeighborhoods(cityCode);
  useEffect(() => {
    if (areas.data && chosen !== null && !areas.data.some((area) => area.id === chosen)) setValue('neighborhoodId', null, { shouldDirty: true });
  }, [areas.data, chosen, setValue]);
  const loading = cityCode !== '' && !areas.data;
  // Held by the form's state rather than the element's: the options come after the element, with the city's list.
  return hotelForm.field(
    'neighborhoodId',
    '지역',
    <select
      value={chosen === null ? '' : String(chosen)}
      disabled={loading}
      aria-busy={loading}
      onChange={(event) => setValue('neighborhoodId', event.target.value === '' ? null : Number(event.target.value), { shouldDirty: true })}
      {...hotelForm.aria('neighborhoodId')}
    >
      {/* Its words name no 도시: a label's search by that word would find this select too. */}
      <option value="">{loading ? '불러오는 중…' : '선택 안 함'}</option>
      {(areas.data ?? []).map((area) => (
        <option key={area.id} value={area.id}>
          {area.nameKo}
        </option>
      ))}
    </select>,
    { hint: '검색 결과의 지역 필터와 호텔 페이지에 보입니다.' },
  );
}
