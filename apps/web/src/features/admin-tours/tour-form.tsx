import type { z } from 'zod';
import { AdminTourCreateSchema, tourFieldsOf, type AdminTour, type AdminTourCreate, type AdminTourPatch } from '@minda/contracts/admin-tours';
import { TOUR_CATEGORY_TYPE_LABELS, TOUR_CATEGORY_TYPES } from '@minda/contracts/rules/tour-list';
import type { ServerErrorPlaces } from '../../lib/field-errors.ts';
import { WithPickers, type Pickers } from '../../ui/catalogue/pickers.tsx';
import { useProductForm, type ProductFormProps } from '../../ui/catalogue/product-form.tsx';
import { CheckField } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';

/** The contract's new item, every field on the form. */
const TourFormSchema = AdminTourCreateSchema.required();
type FormInput = z.input<typeof TourFormSchema>;
type Field = keyof FormInput;

const FIELDS: readonly Field[] = ['partnerId', 'cityCode', 'name', 'itemCategoryType', 'summary', 'description', 'durationText', 'meetingPoint', 'useInquireChat'];
const ERRORS = { fields: FIELDS, fallback: '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.' } satisfies ServerErrorPlaces<Field>;

const NEW_TOUR: FormInput = {
  partnerId: Number.NaN,
  cityCode: '',
  name: '',
  itemCategoryType: 'LOCAL_TOUR',
  summary: '',
  description: '',
  durationText: '',
  meetingPoint: '',
  useInquireChat: true,
};

const valuesOf: (tour: AdminTour) => FormInput = tourFieldsOf;

type Props = ProductFormProps<AdminTour, AdminTourCreate, AdminTourPatch>;

/**
 * A tour or ticket's details, new or to edit (issue 57): checked by the contract's schema as the server checks it,
 * the server's refusals shown on their fields. An edit sends only what changed.
 */
export function TourForm(props: Props) {
  return <WithPickers partnerType="tour">{(pickers) => <LoadedTourForm props={props} pickers={pickers} />}</WithPickers>;
}

function LoadedTourForm({ props, pickers }: { props: Props; pickers: Pickers }) {
  const { form, onSubmit, aria, field, defaults, placeFields, end, editing } = useProductForm({ props, pickers, schema: TourFormSchema, blank: NEW_TOUR, valuesOf, id: 'tour', places: ERRORS });
  const { register } = form;
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label={editing ? '상품 정보 수정' : '투어·티켓 등록'}>
      {placeFields}
      {field('name', '상품 이름', <input {...aria('name')} {...register('name')} />, { wide: true })}
      {field(
        'itemCategoryType',
        '상품 유형',
        <select defaultValue={defaults.itemCategoryType} {...aria('itemCategoryType')} {...register('itemCategoryType')}>
          {TOUR_CATEGORY_TYPES.map((type) => (
            <option key={type} value={type}>
              {TOUR_CATEGORY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>,
      )}
      {field('durationText', '소요 시간', <input {...aria('durationText')} {...register('durationText')} />, { hint: '예: 약 4시간, 하루 종일' })}
      {field('meetingPoint', '만나는 장소', <input {...aria('meetingPoint')} {...register('meetingPoint')} />, { hint: '예: 콜로세움 정문 앞' })}
      {field('summary', '한 줄 소개', <input {...aria('summary')} {...register('summary')} />, { wide: true })}
      <CheckField label="문의 채팅 사용">
        <input type="checkbox" {...register('useInquireChat')} />
      </CheckField>
      {field('description', '상세 설명', <textarea rows={6} {...aria('description')} {...register('description')} />, { wide: true })}
      {end}
    </form>
  );
}
