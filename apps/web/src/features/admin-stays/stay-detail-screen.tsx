import { useState, type FormEvent } from 'react';
import { ADMIN_STAY_MESSAGES, DORMITORY_GENDER_LABELS, ROOM_UNIT_TYPE_LABELS, STAY_REASON_MAX, type AdminRoom, type AdminStay } from '@minda/contracts/admin-stays';
import { webPaths } from '@minda/contracts/paths';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { errorMessage } from '../../lib/field-errors.ts';
import { AuditTimeline } from '../../ui/audit-timeline/audit-timeline.tsx';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAddRoom, useAdminStay, useChangeStayStatus, usePatchRoom, usePatchStay, useStayAudit } from './api/admin-stays.ts';
import { RoomForm } from './room-form.tsx';
import { StayForm } from './stay-form.tsx';
import { StayPhotos } from './stay-photos.tsx';
import { StayStatusBadge } from './stay-status-badge.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import styles from './admin-stays.module.css';

/** /admin/stays/:goodsNo: one guesthouse, its sale, its details, its rooms and its record of changes. */
export function StayDetailScreen({ goodsNo }: { goodsNo: number }) {
  const stay = useAdminStay(goodsNo);
  if (!stay.data) return <ListState query={stay} emptyText={ADMIN_STAY_MESSAGES.notFound} />;
  const data = stay.data;
  return (
    <>
      <title>{`${data.name} | 민박 관리 | 민다 관리자`}</title>
      <div className={styles.bar}>
        <h1>
          {data.name} <StayStatusBadge status={data.status} />
        </h1>
        {data.status === 'published' ? (
          <a href={webPaths.pc.stayDetail.href(goodsNo)} target="_blank" rel="noreferrer">
            사이트에서 보기
          </a>
        ) : null}
      </div>
      <p className={kit.meta}>
        <span>민박 번호 {data.goodsNo}</span>
        <span>
          파트너 {data.partner.name} ({data.partner.loginId})
        </span>
        <span>도시 {data.city.name}</span>
        <span>최저가 {data.minPrice > 0 ? `${groupDigits(data.minPrice)}원` : '-'}</span>
      </p>
      <SaleActions stay={data} />
      <section className={kit.section} aria-labelledby="stay-details">
        <h2 id="stay-details">기본 정보</h2>
        <Details stay={data} />
      </section>
      <StayPhotos stay={data} />
      <Rooms stay={data} />
      <section className={kit.section} aria-labelledby="stay-audit">
        <h2 id="stay-audit">변경 기록</h2>
        <Timeline goodsNo={goodsNo} />
      </section>
    </>
  );
}

function Details({ stay }: { stay: AdminStay }) {
  const patch = usePatchStay(stay.goodsNo);
  const toast = useToast();
  return (
    <StayForm
      key={stay.goodsNo}
      stay={stay}
      pending={patch.isPending}
      error={patch.error}
      onSave={(body) => patch.mutateAsync(body).then(() => toast.show('민박 정보를 저장했습니다.'))}
    />
  );
}

/** On sale, or off it with a reason the log keeps; a draft goes on sale once it has a room. */
function SaleActions({ stay }: { stay: AdminStay }) {
  const change = useChangeStayStatus(stay.goodsNo);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const failure = change.isError ? (
    <p role="alert" className={kit.fieldError}>
      {errorMessage(change.error)}
    </p>
  ) : null;
  if (stay.status !== 'published') {
    const publish = () => change.mutate({ status: 'published' }, { onSuccess: () => toast.show(`${stay.name}의 판매를 시작했습니다. 사이트와 검색에 바로 보입니다.`) });
    return (
      <div className={kit.actions}>
        <button type="button" className={kit.primary} onClick={publish} disabled={change.isPending}>
          {stay.status === 'draft' ? '판매 시작' : '판매 다시 시작'}
        </button>
        {failure}
      </div>
    );
  }
  if (!asking) {
    return (
      <div className={kit.actions}>
        <button type="button" className={kit.danger} onClick={() => setAsking(true)}>
          판매 중지
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { status: 'suspended', reason: reason.trim() },
      {
        onSuccess: () => {
          setAsking(false);
          setReason('');
          toast.show(`${stay.name}의 판매를 중지했습니다. 예약과 후기는 그대로 남습니다.`);
        },
      },
    );
  };
  return (
    <form className={kit.actions} onSubmit={submit} aria-label="판매 중지">
      <label className={kit.field}>
        중지 사유
        <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={STAY_REASON_MAX} required />
      </label>
      <button type="submit" className={kit.danger} disabled={!reason.trim() || change.isPending}>
        중지
      </button>
      <button type="button" className={kit.secondary} onClick={() => setAsking(false)}>
        취소
      </button>
      {failure}
    </form>
  );
}

function Rooms({ stay }: { stay: AdminStay }) {
  const add = useAddRoom(stay.goodsNo);
  const toast = useToast();
  const [editing, setEditing] = useState<number | null>(null);
  const columns: ListColumn<AdminRoom>[] = [
    { id: 'name', header: '객실 이름', accessorKey: 'name' },
    { id: 'type', header: '종류', cell: ({ row }) => `${ROOM_UNIT_TYPE_LABELS[row.original.unitType]}${row.original.unitType === 'bed' ? ` (${DORMITORY_GENDER_LABELS[row.original.gender]})` : ''}` },
    { id: 'units', header: '수량', cell: ({ row }) => `${row.original.units}${row.original.unitType === 'bed' ? '개 침대' : '실'}`, meta: { numeric: true } },
    { id: 'maxGuests', header: '최대 인원', cell: ({ row }) => `${row.original.maxGuests}명`, meta: { numeric: true } },
    { id: 'price', header: '1박 요금', cell: ({ row }) => `${groupDigits(row.original.price)}원`, meta: { numeric: true } },
    {
      id: 'edit',
      header: '수정',
      cell: ({ row }) => (
        <button type="button" className={kit.secondary} onClick={() => setEditing(row.original.roomId)} aria-label={`${row.original.name} 수정`}>
          수정
        </button>
      ),
    },
  ];
  const room = stay.rooms.find((r) => r.roomId === editing);
  return (
    <section className={kit.section} aria-labelledby="stay-rooms">
      <h2 id="stay-rooms">객실 ({stay.rooms.length})</h2>
      {stay.rooms.length > 0 ? <DataTable label="객실 목록" columns={columns} rows={stay.rooms} rowKey={(r) => String(r.roomId)} /> : <p>아직 객실이 없습니다. 객실을 하나 이상 등록해야 판매할 수 있습니다.</p>}
      {room ? <EditRoom key={room.roomId} goodsNo={stay.goodsNo} room={room} onDone={() => setEditing(null)} /> : null}
      <h3>객실 추가</h3>
      <RoomForm
        label="객실 추가"
        pending={add.isPending}
        error={add.error}
        onSave={(values) => add.mutateAsync(values as Parameters<typeof add.mutateAsync>[0]).then(() => toast.show('객실을 추가했습니다.'))}
      />
    </section>
  );
}

function EditRoom({ goodsNo, room, onDone }: { goodsNo: number; room: AdminRoom; onDone: () => void }) {
  const patch = usePatchRoom(goodsNo);
  const toast = useToast();
  return (
    <>
      <h3>{room.name} 수정</h3>
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
    </>
  );
}

function Timeline({ goodsNo }: { goodsNo: number }) {
  const audit = useStayAudit(goodsNo);
  if (!audit.data) return <ListState query={audit} emptyText="" />;
  return <AuditTimeline entries={audit.data} />;
}
