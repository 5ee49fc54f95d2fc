import type { z } from 'zod';
import { AdminHotelRoomCreateSchema, HOTEL_ROOM_ADULTS_MAX, HOTEL_ROOM_PRICE, HOTEL_ROOM_SIZE_MAX, HOTEL_ROOM_UNITS_MAX, type AdminHotelRoom, type AdminHotelRoomPatch } from '@minda/contracts/admin-hotels';
import type { ServerErrorPlaces } from '../../lib/field-errors.ts';
import type { UnitFormProps } from '../../ui/catalogue/product-units.tsx';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { CheckField, FormEnd } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';

type RoomInput = z.input<typeof AdminHotelRoomCreateSchema>;
type RoomOutput = z.output<typeof AdminHotelRoomCreateSchema>;
type NumberField = 'sizeM2' | 'maxAdults' | 'maxOccupancy' | 'units' | 'price' | 'discountRate';

const PLACES = {
  fields: ['name', 'bedText', 'sizeM2', 'maxAdults', 'maxOccupancy', 'units', 'price', 'discountRate', 'breakfastIncluded', 'freeCancellation', 'roomCode', 'rateCode'],
  // A code already used by another room of the property comes back as a conflict: it is said in the alert.
  fallback: '객실을 저장하지 못했습니다.',
} satisfies ServerErrorPlaces<keyof RoomInput>;

/** A double for two by default, ten of them, no codes yet: the server's own defaults where it has them. */
const NEW_ROOM_TYPE: RoomInput = {
  name: '',
  bedText: '',
  sizeM2: Number.NaN,
  maxAdults: 2,
  maxOccupancy: 2,
  units: 10,
  price: Number.NaN,
  discountRate: 0,
  breakfastIncluded: false,
  freeCancellation: false,
  roomCode: '',
  rateCode: '',
};

/** A room type's fields as the form holds them (every one the contract takes, its id aside). */
const roomValuesOf = ({ roomId: _id, ...room }: AdminHotelRoom): RoomInput => room;

/**
 * A hotel's room type (issue 57), new or to edit: its beds, size, occupancy, units and nightly price, what the rate
 * includes, and the supplier's room and rate codes (capitals, digits, - and _; typed in any case, saved in capitals).
 * Checked by the contract as the server checks it; an edit sends only what changed.
 */
export function RoomTypeForm({ room, label, pending, error, onSave, onCancel }: UnitFormProps<RoomOutput, AdminHotelRoomPatch> & { room?: AdminHotelRoom }) {
  const roomForm = useContractForm({
    schema: AdminHotelRoomCreateSchema,
    defaults: room ? roomValuesOf(room) : NEW_ROOM_TYPE,
    id: room ? `hotel-room-${room.roomId}` : 'hotel-room-new',
    places: PLACES,
    error,
    save: room ? { patch: onSave } : { create: onSave },
    clearAfterCreate: true,
    onNothingChanged: onCancel,
  });
  const { register } = roomForm.form;
  const { aria, field } = roomForm;
  const count = (name: NumberField, text: string, limits: { min: number; max: number; step?: number }) =>
    field(name, text, <input type="number" {...limits} {...aria(name)} {...register(name, { valueAsNumber: true })} />);
  const code = (name: 'roomCode' | 'rateCode', text: string, hint: string) =>
    field(name, text, <input autoCapitalize="characters" spellCheck={false} maxLength={20} {...aria(name)} {...register(name)} />, { hint });
  return (
    <form onSubmit={roomForm.onSubmit} noValidate className={kit.form} aria-label={label}>
      {field('name', '객실 이름', <input {...aria('name')} {...register('name')} />, { hint: '예: 디럭스 더블' })}
      {field('bedText', '침대 구성', <input {...aria('bedText')} {...register('bedText')} />, { hint: '예: 더블 침대 1개' })}
      {count('sizeM2', '객실 크기 (㎡)', { min: 1, max: HOTEL_ROOM_SIZE_MAX })}
      {count('maxAdults', '최대 성인 수', { min: 1, max: HOTEL_ROOM_ADULTS_MAX })}
      {count('maxOccupancy', '최대 인원 (어린이 포함)', { min: 1, max: HOTEL_ROOM_ADULTS_MAX * 2 })}
      {count('units', '객실 수', { min: 1, max: HOTEL_ROOM_UNITS_MAX })}
      {count('price', '1박 요금 (원)', { min: HOTEL_ROOM_PRICE.min, max: HOTEL_ROOM_PRICE.max, step: 100 })}
      {count('discountRate', '할인율 (%)', { min: 0, max: 90 })}
      <CheckField label="조식 포함">
        <input type="checkbox" {...register('breakfastIncluded')} />
      </CheckField>
      <CheckField label="무료 취소">
        <input type="checkbox" {...register('freeCancellation')} />
      </CheckField>
      {code('roomCode', '객실 코드', '공급사의 객실 코드. 예: DLX-DBL')}
      {code('rateCode', '요금 코드', '공급사의 요금 코드. 예: BAR')}
      <FormEnd alert={roomForm.alert} submit={room ? '객실 저장' : '객실 추가'} disabled={pending} onCancel={onCancel} />
    </form>
  );
}
