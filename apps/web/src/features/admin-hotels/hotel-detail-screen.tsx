import { ADMIN_HOTEL_MESSAGES, type AdminHotel, type AdminHotelPatch, type AdminHotelRoom, type AdminHotelRoomCreate } from '@minda/contracts/admin-hotels';
import { apiPaths, webPaths } from '@minda/contracts/paths';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { FacilityChoices } from '../../ui/catalogue/facility-choices.tsx';
import { ProductDetail } from '../../ui/catalogue/product-detail.tsx';
import { partnerText } from '../../ui/catalogue/product-list.tsx';
import { ProductUnits } from '../../ui/catalogue/product-units.tsx';
import type { ListColumn } from '../../ui/list-kit/data-table.tsx';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { hotelAuditQueryOptions, hotelEndpoints, useAddHotelRoom, useAdminHotel, usePatchHotel, usePatchHotelRoom } from './api/admin-hotels.ts';
import { HotelForm } from './hotel-form.tsx';
import { HotelMemos } from './hotel-memos.tsx';
import { starText, wonText } from './hotel-text.ts';
import { RoomTypeForm } from './room-type-form.tsx';

/**
 * /admin/hotels/:propertyId: one managed hotel, its sale, its details and photos, its room types with the supplier's
 * codes, the operators' memos and its record of changes.
 */
export function HotelDetailScreen({ propertyId }: { propertyId: number }) {
  const hotel = useAdminHotel(propertyId);
  if (!hotel.data) return <ListState query={hotel} emptyText={ADMIN_HOTEL_MESSAGES.notFound} />;
  const property = hotel.data;
  const units = (
    <>
      <RoomTypes hotel={property} />
      <HotelMemos propertyId={propertyId} />
    </>
  );
  return (
    <ProductDetail
      id="hotel"
      product={property}
      line="호텔 관리"
      publicHref={(preview) => webPaths.pc.hotelDetail.href(property.propertyUuid, preview ? { preview: '1' } : {})}
      endpoints={hotelEndpoints(propertyId)}
      audit={hotelAuditQueryOptions(propertyId)}
      altHint="예: 로비와 프런트, 디럭스 더블 객실"
      details={<HotelDetails hotel={property} />}
      facilities={
        <FacilityChoices
          key={property.facilityIds.join()}
          kind="property"
          chosen={property.facilityIds}
          lineKey={hotelEndpoints(propertyId).lineKey}
          path={apiPaths.admin.hotelFacilities.href(propertyId)}
          label="공용 시설"
        />
      }
      units={units}
      facts={
        <>
          <span>호텔 번호 {property.propertyId}</span>
          <span>{starText(property.starRating)}</span>
          <span>파트너 {partnerText(property.partner)}</span>
          <span>
            도시 {property.city.name}
            {property.neighborhood ? ` · ${property.neighborhood.name}` : ''}
          </span>
          <span>최저가 {wonText(property.minPrice, { from: true })}</span>
        </>
      }
    />
  );
}

function HotelDetails({ hotel }: { hotel: AdminHotel }) {
  const patch = usePatchHotel(hotel.propertyId);
  const toast = useToast();
  const save = (changes: AdminHotelPatch) => patch.mutateAsync(changes).then(() => toast.show('호텔 정보를 저장했습니다.'));
  return <HotelForm key={hotel.propertyId} product={hotel} pending={patch.isPending} error={patch.error} onSave={save} />;
}

/** What the rate includes: "조식 포함 · 무료 취소". */
const termsText = (room: AdminHotelRoom) => `${room.breakfastIncluded ? '조식 포함' : '조식 없음'} · ${room.freeCancellation ? '무료 취소' : '무료 취소 불가'}`;

/** A room type as the hotel's answer lists it: with its room facilities. */
type HotelRoomType = AdminHotel['rooms'][number];

const ROOM_COLUMNS: ListColumn<HotelRoomType>[] = [
  { id: 'name', header: '객실 이름', accessorKey: 'name' },
  { id: 'bed', header: '침대 · 크기', cell: ({ row: { original: r } }) => `${r.bedText} · ${r.sizeM2}㎡` },
  { id: 'occupancy', header: '인원', cell: ({ row: { original: r } }) => `성인 ${r.maxAdults}명 · 최대 ${r.maxOccupancy}명` },
  { id: 'units', header: '객실 수', cell: ({ row }) => `${groupDigits(row.original.units)}실`, meta: { numeric: true } },
  { id: 'price', header: '1박 요금', cell: ({ row: { original: r } }) => `${wonText(r.price)}${r.discountRate > 0 ? ` (${r.discountRate}% 할인)` : ''}`, meta: { numeric: true } },
  { id: 'terms', header: '조건', cell: ({ row }) => termsText(row.original) },
  { id: 'roomCode', header: '객실 코드', cell: ({ row }) => <code>{row.original.roomCode || '-'}</code> },
  { id: 'rateCode', header: '요금 코드', cell: ({ row }) => <code>{row.original.rateCode || '-'}</code> },
];

/** The rooms' table and words, the same for every hotel. */
const ROOM_TYPES = {
  tableLabel: '객실 목록',
  columns: ROOM_COLUMNS,
  rowId: (room: HotelRoomType) => room.roomId,
  rowName: (room: HotelRoomType) => room.name,
  emptyText: `아직 객실이 없습니다. ${ADMIN_HOTEL_MESSAGES.publishWithoutRooms}`,
  addTitle: '객실 추가',
};

function RoomTypes({ hotel }: { hotel: AdminHotel }) {
  const add = useAddHotelRoom(hotel.propertyId);
  const toast = useToast();
  const added = () => toast.show('객실을 추가했습니다.');
  const addForm = <RoomTypeForm label="객실 추가" pending={add.isPending} error={add.error} onSave={(room) => add.mutateAsync(room as AdminHotelRoomCreate).then(added)} />;
  const editForm = (room: HotelRoomType, onDone: () => void) => <RoomTypeEdit propertyId={hotel.propertyId} room={room} onDone={onDone} />;
  return <ProductUnits {...ROOM_TYPES} id="hotel-rooms" title={`객실 (${hotel.rooms.length})`} rows={hotel.rooms} addForm={addForm} editForm={editForm} />;
}

/** One room type's form under the table, and its room facilities: saved, the form closes. */
function RoomTypeEdit({ propertyId, room, onDone }: { propertyId: number; room: HotelRoomType; onDone: () => void }) {
  const patch = usePatchHotelRoom(propertyId, room.roomId);
  const toast = useToast();
  const saved = () => {
    toast.show(`${room.name} 객실을 저장했습니다.`);
    onDone();
  };
  return (
    <>
      <RoomTypeForm room={room} label={`${room.name} 수정`} pending={patch.isPending} error={patch.error} onCancel={onDone} onSave={(changes) => patch.mutateAsync(changes).then(saved)} />
      <FacilityChoices
        key={room.facilityIds.join()}
        kind="room"
        chosen={room.facilityIds}
        lineKey={hotelEndpoints(propertyId).lineKey}
        path={apiPaths.admin.hotelRoomFacilities.href(propertyId, room.roomId)}
        label={`${room.name} 객실 시설`}
      />
    </>
  );
}
