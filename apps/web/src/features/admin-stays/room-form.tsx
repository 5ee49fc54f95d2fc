import type { z } from 'zod';
import { AdminRoomCreateSchema, DORMITORY_GENDER_LABELS, DORMITORY_GENDERS, ROOM_UNIT_TYPE_LABELS, ROOM_UNIT_TYPES, type AdminRoom, type AdminRoomPatch } from '@minda/contracts/admin-stays';
import type { ServerErrorPlaces } from '../../lib/field-errors.ts';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { CheckField, FormEnd } from '../../ui/list-kit/form-field.tsx';
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
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema: AdminRoomCreateSchema,
    defaults: room ? valuesOf(room) : NEW_ROOM,
    id: room ? `room-${room.roomId}` : 'room-new',
    places: ERRORS,
    error,
    save: room ? { patch: onSave } : { create: onSave },
    clearAfterCreate: true,
    onNothingChanged: onCancel,
  });
  const { register, watch } = form;
  const isBed = watch('unitType') === 'bed';
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label={label}>
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
