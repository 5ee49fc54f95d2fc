import { useId, useState } from 'react';
import { AdminFacilityCreateSchema, AdminFacilityPatchSchema, FACILITY_KIND_LABELS, FACILITY_KINDS, type AdminFacility, type FacilityKind } from '@minda/contracts/admin-facilities';
import { errorMessage } from '../../lib/field-errors.ts';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { FormEnd } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAdminFacilities, useCreateFacility, useOrderFacilities, usePatchFacility } from './api/admin-facilities.ts';
import styles from './facilities-screen.module.css';

/**
 * /admin/facilities (issue 57): the common and the room facilities, each kind in the order the public pages list
 * them. Each moves up or down by its buttons (reachable by the keyboard as any button), is renamed, or taken out of
 * use (products keep it, pages stop showing it) and back.
 */
export function FacilitiesScreen() {
  return (
    <>
      {FACILITY_KINDS.map((kind) => (
        <FacilityList key={kind} kind={kind} />
      ))}
    </>
  );
}

function FacilityList({ kind }: { kind: FacilityKind }) {
  const facilities = useAdminFacilities(kind);
  const order = useOrderFacilities(kind);
  const toast = useToast();
  const headingId = useId();
  const label = FACILITY_KIND_LABELS[kind];
  const rows = facilities.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((f) => f.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate(ids, { onSuccess: () => toast.show(`${label} 순서를 바꿨습니다.`) });
  };
  return (
    <section className={kit.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label} ({rows.length})
      </h2>
      <ListState query={{ ...facilities, data: facilities.data ? { content: facilities.data } : undefined }} emptyText={`아직 ${label}이 없습니다.`} />
      {order.error ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(order.error)}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ol className={styles.list} aria-label={`${label} 순서`}>
          {rows.map((facility, index) => (
            <FacilityRow
              key={facility.id}
              facility={facility}
              first={index === 0}
              last={index === rows.length - 1}
              moving={order.isPending}
              onMove={(by) => move(index, by)}
            />
          ))}
        </ol>
      ) : null}
      <NewFacility kind={kind} />
    </section>
  );
}

function FacilityRow({ facility, first, last, moving, onMove }: { facility: AdminFacility; first: boolean; last: boolean; moving: boolean; onMove: (by: -1 | 1) => void }) {
  const [editing, setEditing] = useState(false);
  const patch = usePatchFacility(facility.id);
  const toast = useToast();
  const name = facility.nameKo;
  const toggle = () =>
    patch.mutate({ active: !facility.active }, { onSuccess: () => toast.show(facility.active ? `${name}을(를) 사용 중지했습니다.` : `${name}을(를) 다시 사용합니다.`) });
  return (
    <li className={styles.row}>
      <span className={styles.name}>
        {name} <span lang="en">{facility.nameEn}</span>{' '}
        <span className={kit.badge} data-tone={facility.active ? 'good' : 'bad'}>
          {facility.active ? '사용 중' : '사용 중지'}
        </span>
      </span>
      <span className={kit.actions}>
        <button type="button" className={kit.secondary} disabled={first || moving} onClick={() => onMove(-1)} aria-label={`${name} 위로`}>
          ↑
        </button>
        <button type="button" className={kit.secondary} disabled={last || moving} onClick={() => onMove(1)} aria-label={`${name} 아래로`}>
          ↓
        </button>
        <button type="button" className={kit.secondary} aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {name} 이름 수정
        </button>
        <button type="button" className={facility.active ? kit.danger : kit.secondary} disabled={patch.isPending} onClick={toggle}>
          {facility.active ? `${name} 사용 중지` : `${name} 다시 사용`}
        </button>
      </span>
      {patch.error && !editing ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(patch.error)}
        </p>
      ) : null}
      {editing ? <Rename facility={facility} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

function Rename({ facility, onDone }: { facility: AdminFacility; onDone: () => void }) {
  const patch = usePatchFacility(facility.id);
  const toast = useToast();
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema: AdminFacilityPatchSchema,
    defaults: { nameKo: facility.nameKo, nameEn: facility.nameEn },
    id: `facility-${facility.id}`,
    places: { fields: ['nameKo', 'nameEn'], fallback: '시설 이름을 저장하지 못했습니다.' },
    error: patch.error,
    save: {
      patch: (changes) =>
        patch.mutateAsync(changes).then(() => {
          toast.show('시설 이름을 저장했습니다.');
          onDone();
        }),
    },
    onNothingChanged: onDone,
  });
  const { register } = form;
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label={`${facility.nameKo} 이름 수정`}>
      {field('nameKo', '시설 이름', <input {...aria('nameKo')} {...register('nameKo')} />)}
      {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />)}
      <FormEnd alert={alert} submit="이름 저장" disabled={patch.isPending} />
    </form>
  );
}

function NewFacility({ kind }: { kind: FacilityKind }) {
  const create = useCreateFacility();
  const toast = useToast();
  const label = FACILITY_KIND_LABELS[kind];
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema: AdminFacilityCreateSchema,
    defaults: { kind, nameKo: '', nameEn: '' },
    id: `facility-new-${kind}`,
    places: { fields: ['nameKo', 'nameEn'], fallback: '시설을 추가하지 못했습니다.' },
    error: create.error,
    save: { create: (values) => create.mutateAsync(values).then((facility) => toast.show(`${facility.nameKo}을(를) ${label}에 추가했습니다.`)) },
    clearAfterCreate: true,
  });
  const { register } = form;
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label={`${label} 추가`}>
      {field('nameKo', '시설 이름', <input {...aria('nameKo')} {...register('nameKo')} />)}
      {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />)}
      <FormEnd alert={alert} submit={`${label} 추가`} disabled={create.isPending} />
    </form>
  );
}
