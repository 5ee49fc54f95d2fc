import type { FieldValues, Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ServerErrorPlaces } from '../../lib/field-errors.ts';
import { useContractForm } from '../list-kit/contract-form.tsx';
import { FormEnd } from '../list-kit/form-field.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { CityOptions, PartnerOptions, type Pickers } from './pickers.tsx';

/** A product form's props: a new product (`onSave` takes the whole body) or one to edit (`onSave` takes the patch). */
export type ProductFormProps<P, Create, Patch> = { pending: boolean; error: unknown } & (
  | { product?: undefined; onSave: (body: Create) => Promise<unknown> }
  | { product: P; onSave: (patch: Patch) => Promise<unknown> }
);

/** A product's partner; null for a seeded hotel nobody answers for yet (the form then asks for one). */
type Owned = { partner: { id: number; name: string; loginId: string } | null };

/**
 * A product's details form (issue 57), on the contract's schema (see useContractForm): its partner and city
 * selects (`placeFields`) and its end (`end`: "작성 중으로 등록" for a new one, "변경 내용 저장" once changed).
 */
export function useProductForm<P extends Owned, I extends FieldValues & { partnerId: number; cityCode: string }, O extends FieldValues>({
  props,
  pickers,
  schema,
  blank,
  valuesOf,
  id,
  places,
}: {
  props: ProductFormProps<P, O, Partial<O>>;
  pickers: Pickers;
  schema: z.ZodType<O, I>;
  blank: I;
  valuesOf: (product: P) => I;
  id: string;
  places: ServerErrorPlaces<Path<I>>;
}) {
  // The selects are given their first value as well: React picks the option as it mounts them, which held where the
  // register ref's own assignment did not (the component test's DOM left both selects empty).
  const defaults = props.product ? valuesOf(props.product) : blank;
  const contract = useContractForm({ schema, defaults, id, places, error: props.error, save: props.product ? { patch: props.onSave as (patch: Partial<O>) => Promise<unknown> } : { create: props.onSave as (body: O) => Promise<unknown> } });
  const { register, formState } = contract.form;
  const partnerId = 'partnerId' as Path<I>;
  const cityCode = 'cityCode' as Path<I>;
  const placeFields = (
    <>
      {contract.field(
        partnerId,
        '파트너',
        <select defaultValue={Number.isNaN(defaults.partnerId) ? '' : String(defaults.partnerId)} {...contract.aria(partnerId)} {...register(partnerId, { valueAsNumber: true })}>
          <PartnerOptions partners={pickers.partners} current={props.product?.partner ?? undefined} />
        </select>,
      )}
      {contract.field(
        cityCode,
        '도시',
        <select defaultValue={defaults.cityCode} {...contract.aria(cityCode)} {...register(cityCode)}>
          <CityOptions cities={pickers.cities} />
        </select>,
      )}
    </>
  );
  const editing = props.product !== undefined;
  const end = <FormEnd alert={contract.alert} submit={editing ? '변경 내용 저장' : '작성 중으로 등록'} disabled={props.pending || (editing && !formState.isDirty)} />;
  return { ...contract, defaults, placeFields, end, editing };
}

/**
 * A new product's save: the draft is created, the operator told so (`told`) and taken to its screen (`screen`),
 * where its units, photos and sale follow.
 */
export function useCreateThenOpen<B extends { name: string }, C>(create: (body: B) => Promise<C>, { told, screen }: { told: (name: string) => string; screen: (created: C) => string }) {
  const navigate = useNavigate();
  const toast = useToast();
  return (body: B) =>
    create(body).then((created) => {
      toast.show(told(body.name));
      void navigate(screen(created));
    });
}
