import type { z } from 'zod';
import { AdminNeighborhoodInputSchema, AdminPoiInputSchema, AdminStationInputSchema } from '@minda/contracts/admin-geography';
import type { ServerErrorPlaces } from '../../lib/field-errors.ts';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { FormEnd } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import type { PlaceKindName, PlaceValues } from './api/admin-geography.ts';

/** Each kind of place's contract, its words, and the fields its form has. */
export const PLACE_KINDS = {
  neighborhoods: { schema: AdminNeighborhoodInputSchema, one: '지역', subject: '지역이', object: '지역을', located: false, sorted: false },
  stations: { schema: AdminStationInputSchema, one: '역', subject: '역이', object: '역을', located: true, sorted: false },
  pois: { schema: AdminPoiInputSchema, one: '명소', subject: '명소가', object: '명소를', located: true, sorted: true },
} as const;

type PlaceInput = z.input<typeof AdminPoiInputSchema>;
type PlaceOutput = z.output<typeof AdminPoiInputSchema>;
type Field = keyof PlaceInput;

const ERRORS = { fields: ['nameKo', 'nameEn', 'latitude', 'longitude', 'sort'], fallback: '저장하지 못했습니다.' } satisfies ServerErrorPlaces<Field>;

function defaultsOf(kind: PlaceKindName, place: PlaceValues | undefined): PlaceInput {
  const { located, sorted } = PLACE_KINDS[kind];
  const base = { nameKo: place?.nameKo ?? '', nameEn: place?.nameEn ?? '' };
  const at = located ? { latitude: place?.latitude ?? Number.NaN, longitude: place?.longitude ?? Number.NaN } : {};
  return { ...base, ...at, ...(sorted ? { sort: place?.sort ?? 0 } : {}) } as PlaceInput;
}

/**
 * A neighbourhood, station or point of interest of a city (issue 57), new or to edit: the kind's contract checks it
 * as the server does; coordinates outside the city's area come back on 위도 in the stays' words.
 */
export function PlaceForm({ kind, place, label, pending, error, onSave, onCancel }: {
  kind: PlaceKindName;
  place?: PlaceValues;
  label: string;
  pending: boolean;
  error: unknown;
  onSave: (values: Partial<PlaceOutput>) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { schema, one, located, sorted } = PLACE_KINDS[kind];
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema: schema as unknown as z.ZodType<PlaceOutput, PlaceInput>,
    defaults: defaultsOf(kind, place),
    id: place ? `${kind}-${place.id}` : `${kind}-new`,
    places: ERRORS,
    error,
    save: place ? { patch: onSave } : { create: onSave },
    clearAfterCreate: true,
    onNothingChanged: onCancel,
  });
  const { register, formState } = form;
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label={label}>
      {field('nameKo', `${one} 이름`, <input {...aria('nameKo')} {...register('nameKo')} />)}
      {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />)}
      {located ? field('latitude', '위도', <input type="number" step="any" inputMode="decimal" {...aria('latitude')} {...register('latitude', { valueAsNumber: true })} />) : null}
      {located ? field('longitude', '경도', <input type="number" step="any" inputMode="decimal" {...aria('longitude')} {...register('longitude', { valueAsNumber: true })} />) : null}
      {sorted ? field('sort', '순서 (작을수록 먼저)', <input type="number" min={0} {...aria('sort')} {...register('sort', { valueAsNumber: true })} />) : null}
      <FormEnd alert={alert} submit={place ? `${one} 저장` : `${one} 추가`} disabled={pending || (place !== undefined && !formState.isDirty)} onCancel={onCancel} />
    </form>
  );
}
