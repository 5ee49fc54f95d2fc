import { ADMIN_STAY_MESSAGES, DORMITORY_GENDER_LABELS, ROOM_UNIT_TYPE_LABELS, type AdminStay } from '@minda/contracts/admin-stays';
import { apiPaths, webPaths } from '@minda/contracts/paths';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { FacilityChoices } from '../../ui/catalogue/facility-choices.tsx';
import { ProductDetail } from '../../ui/catalogue/product-detail.tsx';
import { ProductUnits } from '../../ui/catalogue/product-units.tsx';
import type { ListColumn } from '../../ui/list-kit/data-table.tsx';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { stayAuditQueryOptions, stayEndpoints, useAddRoom, useAdminStay, usePatchRoom, usePatchStay } from './api/admin-stays.ts';
import { RoomForm } from './room-form.tsx';
import { StayForm } from './stay-form.tsx';

/** /admin/stays/:goodsNo: one guesthouse, its sale, its details, its rooms and its record of changes. */
export function StayDetailScreen({ goodsNo }: { goodsNo: number }) {
  const stay = useAdminStay(goodsNo);
  if (!stay.data) return <ListState query={stay} emptyText={ADMIN_STAY_MESSAGES.notFound} />;
  const data = stay.data;
  return (
    <ProductDetail
      id="stay"
      product={data}
      line="민박 관리"
      publicHref={(preview) => webPaths.pc.stayDetail.href(goodsNo, preview ? { preview: '1' } : {})}
      facts={
        <>
          <span>민박 번호 {data.goodsNo}</span>
          <span>
            파트너 {data.partner.name} ({data.partner.loginId})
          </span>
          <span>도시 {data.city.name}</span>
          <span>최저가 {data.minPrice > 0 ? `${groupDigits(data.minPrice)}원` : '-'}</span>
        </>
      }
      endpoints={stayEndpoints(goodsNo)}
      audit={stayAuditQueryOptions(goodsNo)}
      altHint="예: 2인실 침대와 창문"
      details={<Details stay={data} />}
      facilities={
        <FacilityChoices
          key={data.facilityIds.join()}
          kind="property"
          chosen={data.facilityIds}
          lineKey={stayEndpoints(goodsNo).lineKey}
          path={apiPaths.admin.stayFacilities.href(goodsNo)}
          label="공용 시설"
        />
      }
      units={<Rooms stay={data} />}
    />
  );
}

function Details({ stay }: { stay: AdminStay }) {
  const patch = usePatchStay(stay.goodsNo);
  const toast = useToast();
  return (
    <StayForm
      key={stay.goodsNo}
      product={stay}
      pending={patch.isPending}
      error={patch.error}
      onSave={(body) => patch.mutateAsync(body).then(() => toast.show('민박 정보를 저장했습니다.'))}
    />
  );
}

function Rooms({ stay }: { stay: AdminStay }) {
  const add = useAddRoom(stay.goodsNo);
  const toast = useToast();
  const columns: ListColumn<StayRoom>[] = [
    { id: 'name', header: '객실 이름', accessorKey: 'name' },
    { id: 'type', header: '종류', cell: ({ row }) => `${ROOM_UNIT_TYPE_LABELS[row.original.unitType]}${row.original.unitType === 'bed' ? ` (${DORMITORY_GENDER_LABELS[row.original.gender]})` : ''}` },
    { id: 'units', header: '수량', cell: ({ row }) => `${row.original.units}${row.original.unitType === 'bed' ? '개 침대' : '실'}`, meta: { numeric: true } },
    { id: 'maxGuests', header: '최대 인원', cell: ({ row }) => `${row.original.maxGuests}명`, meta: { numeric: true } },
    { id: 'price', header: '1박 요금', cell: ({ row }) => `${groupDigits(row.original.price)}원`, meta: { numeric: true } },
  ];
  return (
    <ProductUnits
      id="stay-rooms"
      title={`객실 (${stay.rooms.length})`}
      tableLabel="객실 목록"
      rows={stay.rooms}
      rowId={(room) => room.roomId}
      rowName={(room) => room.name}
      columns={columns}
      emptyText="아직 객실이 없습니다. 객실을 하나 이상 등록해야 판매할 수 있습니다."
      addTitle="객실 추가"
      addForm={
        <RoomForm
          label="객실 추가"
          pending={add.isPending}
          error={add.error}
          onSave={(values) => add.mutateAsync(values as Parameters<typeof add.mutateAsync>[0]).then(() => toast.show('객실을 추가했습니다.'))}
        />
      }
      editForm={(room, onDone) => <EditRoom goodsNo={stay.goodsNo} room={room} onDone={onDone} />}
    />
  );
}

type StayRoom = AdminStay['rooms'][number];

/** One room's form under the table, and its room facilities: saved, the form closes. */
function EditRoom({ goodsNo, room, onDone }: { goodsNo: number; room: StayRoom; onDone: () => void }) {
  const patch = usePatchRoom(goodsNo);
  const toast = useToast();
  return (
    <>
      <RoomForm
        room={room}
        label={`${room.name} 수정`}
        pending={patch.isPending}
        error={patch.error}
        onCancel={onDone}
        onSave={(values) =>
          patch.mutateAsync({ roomId: room.roomId, patch: values }).then(() => {
            toast.show('객실을 저장했습니다.');
            onDone();
          })
        }
      />
      <FacilityChoices
        key={room.facilityIds.join()}
        kind="room"
        chosen={room.facilityIds}
        lineKey={stayEndpoints(goodsNo).lineKey}
        path={apiPaths.admin.stayRoomFacilities.href(goodsNo, room.roomId)}
        label={`${room.name} 객실 시설`}
      />
    </>
  );
}
