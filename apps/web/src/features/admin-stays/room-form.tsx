import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminRoomCreateSchema, DORMITORY_GENDER_LABELS, DORMITORY_GENDERS, ROOM_UNIT_TYPE_LABELS, ROOM_UNIT_TYPES, type AdminRoom, type AdminRoomPatch } from '@minda/contracts/admin-stays';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { CheckField, FormEnd, FormField, fieldAria } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';

type FormInput = z.input<typeof AdminRoomCreateSchema>;
type FormOutput = z.output<typeof AdminRoomCreateSchema>;
type Field = keyof FormInput;
const ERRORS = { fields: ['name', 'unitType', 'units', 'maxGuests', 'price', 'gender', 'hasPrivateBathroom'], fallback: '객실을 저장하지 못했습니다.' } satisfies ServerErrorPlaces<Field>;

const NEW_ROOM: FormInput = { name: '', unitType: 'room', units: 1, maxGuests: 2, price: Number.NaN, gender: 'mixed', hasPrivateBathroom: false };

const valuesOf = ({ name, unitType, units, maxGuests, price, gender, hasPrivateBathroom }: AdminRoom): FormInput => ({ name, unitType, units, maxGuests, price, gender, hasPrivateBathroom });

/**
 * A room type or a dormitory (issue 57), new or to edit: the contract's rules (a bed sleeps one, a night from 1,000
 * won) checked as the server checks them; an edit sends only what changed.
 */
export function RoomForm({ room, label, pending, error, onSave, onCancel }: {
  room?: AdminRoom;
  label: string;
  pending: boolean;
  error: unknown;
  onSave: (values: FormOutput | AdminRoomPatch) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { register, handleSubmit, setError, formState, reset, watch } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(AdminRoomCreateSchema),
    defaultValues: room ? valuesOf(room) : NEW_ROOM,
  });
  const fail = (failure: unknown) => setServerFieldErrors(failure, setError, ERRORS);
  const submit = async (values: FormOutput) => {
    if (!room) {
      await onSave(values).then(() => reset(NEW_ROOM), fail);
      return;
    }
    const changed = (Object.keys(formState.dirtyFields) as Field[]).filter((field) => formState.dirtyFields[field]);
    if (changed.length === 0) return onCancel?.();
    await onSave(Object.fromEntries(changed.map((field) => [field, values[field]])) as AdminRoomPatch).catch(fail);
  };
  const alert = placeServerError(error, ERRORS).alert;
  const id = room ? `room-${room.roomId}` : 'room-new';
  const aria = (name: Field) => fieldAria(`${id}-${name}`, formState.errors[name]?.message);
  const field = (name: Field, text: string, input: ReactNode) => (
    <FormField id={`${id}-${name}`} label={text} error={formState.errors[name]?.message}>
      {input}
    </FormField>
  );
  const isBed = watch('unitType') === 'bed';
  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className={kit.form} aria-label={label}>
      {field('name', '객실 이름', <input {...aria('name')} {...register('name')} />)}
      {field(
        'unitType',
        '종류',
        <select {...aria('unitType')} {...register('unitType')}>
          {ROOM_UNIT_TYPES.map((type) => (
            <option key={type} value={type}>
              {ROOM_UNIT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>,
      )}
      {field('units', isBed ? '침대 수' : '객실 수', <input type="number" min={1} {...aria('units')} {...register('units', { valueAsNumber: true })} />)}
      {field('maxGuests', isBed ? '침대당 인원' : '최대 인원', <input type="number" min={1} {...aria('maxGuests')} {...register('maxGuests', { valueAsNumber: true })} />)}
      {field('price', '1박 요금 (원)', <input type="number" min={1000} step={100} {...aria('price')} {...register('price', { valueAsNumber: true })} />)}
      {isBed
        ? field(
            'gender',
            '도미토리 구분',
            <select {...aria('gender')} {...register('gender')}>
              {DORMITORY_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {DORMITORY_GENDER_LABELS[gender]}
                </option>
              ))}
            </select>,
          )
        : null}
      <CheckField label="전용 욕실">
        <input type="checkbox" {...register('hasPrivateBathroom')} />
      </CheckField>
      <FormEnd alert={alert} submit={room ? '객실 저장' : '객실 추가'} disabled={pending} onCancel={onCancel} />
    </form>
  );
}
