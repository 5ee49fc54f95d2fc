import type { z } from 'zod';
import { AdminTourOptionCreateSchema, OPTION_PRICE, OPTION_SEATS_MAX, type AdminTourOption, type AdminTourOptionPatch } from '@minda/contracts/admin-tours';
import type { ServerErrorPlaces } from '../../lib/field-errors.ts';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { FormEnd } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';

/** The contract's new option, every field on the form. */
const OptionFormSchema = AdminTourOptionCreateSchema.required();
type FormInput = z.input<typeof OptionFormSchema>;
type FormOutput = z.output<typeof OptionFormSchema>;
type Field = keyof FormInput;
const ERRORS = { fields: ['name', 'description', 'price', 'dailySeats'], fallback: '옵션을 저장하지 못했습니다.' } satisfies ServerErrorPlaces<Field>;

/** A new option sells 30 seats a day unless the operator says otherwise (the server's default). */
const NEW_OPTION: FormInput = { name: '', description: '', price: Number.NaN, dailySeats: 30 };

const valuesOf = ({ name, description, price, dailySeats }: AdminTourOption): FormInput => ({ name, description, price, dailySeats });

/**
 * A ticket type, package or time slot (issue 57), new or to edit: priced per person with its seats a day, checked by
 * the contract's rules as the server checks them; an edit sends only what changed.
 */
export function OptionForm({ option, label, pending, error, onSave, onCancel }: {
  option?: AdminTourOption;
  label: string;
  pending: boolean;
  error: unknown;
  onSave: (values: FormOutput | AdminTourOptionPatch) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema: OptionFormSchema,
    defaults: option ? valuesOf(option) : NEW_OPTION,
    id: option ? `option-${option.optionId}` : 'option-new',
    places: ERRORS,
    error,
    save: option ? { patch: onSave } : { create: onSave },
    clearAfterCreate: true,
    onNothingChanged: onCancel,
  });
  const { register } = form;
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label={label}>
      {field('name', '옵션 이름', <input {...aria('name')} {...register('name')} />, { hint: '예: 성인 입장권, 오전 10시 출발' })}
      {field('description', '옵션 설명', <input {...aria('description')} {...register('description')} />)}
      {field('price', '1인 요금 (원)', <input type="number" min={OPTION_PRICE.min} step={100} {...aria('price')} {...register('price', { valueAsNumber: true })} />)}
      {field('dailySeats', '하루 판매 수량', <input type="number" min={1} max={OPTION_SEATS_MAX} {...aria('dailySeats')} {...register('dailySeats', { valueAsNumber: true })} />)}
      <FormEnd alert={alert} submit={option ? '옵션 저장' : '옵션 추가'} disabled={pending} onCancel={onCancel} />
    </form>
  );
}
