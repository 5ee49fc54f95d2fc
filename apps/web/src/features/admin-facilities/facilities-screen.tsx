import { useState } from 'react';
import { AdminFacilityCreateSchema, AdminFacilityPatchSchema, FACILITY_KIND_LABELS, FACILITY_KINDS, type AdminFacility, type FacilityKind } from '@minda/contracts/admin-facilities';
import { errorMessage } from '../../lib/field-errors.ts';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { FormEnd } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAdminFacilities, useCreateFacility, useOrderFacilities, usePatchFacility } from './api/admin-facilities.ts';
import { OrderedRow, OrderedSection, RenameForm, type RowMove } from '../../ui/list-kit/ordered-rows.tsx';

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
  return (
    <OrderedSection title={FACILITY_KIND_LABELS[kind]} query={useAdminFacilities(kind)} order={useOrderFacilities(kind)} row={(facility, move) => <FacilityRow key={facility.id} facility={facility} move={move} />}>
      <NewFacility kind={kind} />
    </OrderedSection>
  );
}

function FacilityRow({ facility, move }: { facility: AdminFacility; move: RowMove }) {
  const [editing, setEditing] = useState(false);
  const patch = usePatchFacility(facility.id);
  const toast = useToast();
  const name = facility.nameKo;
  const toggle = () =>
    patch.mutate({ active: !facility.active }, { onSuccess: () => toast.show(facility.active ? `${name}을(를) 사용 중지했습니다.` : `${name}을(를) 다시 사용합니다.`) });
  return (
    <OrderedRow
      name={name}
      move={move}
      names={
        <>
          {name} <span lang="en">{facility.nameEn}</span>{' '}
          <span className={kit.badge} data-tone={facility.active ? 'good' : 'bad'}>
            {facility.active ? '사용 중' : '사용 중지'}
          </span>
        </>
      }
      actions={
        <>
          <button type="button" className={kit.secondary} aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
            {name} 이름 수정
          </button>
          <button type="button" className={facility.active ? kit.danger : kit.secondary} disabled={patch.isPending} onClick={toggle}>
            {facility.active ? `${name} 사용 중지` : `${name} 다시 사용`}
          </button>
        </>
      }
      below={
        <>
          {patch.error && !editing ? (
            <p role="alert" className={kit.fieldError}>
              {errorMessage(patch.error)}
            </p>
          ) : null}
          {editing ? (
            <RenameForm
              schema={AdminFacilityPatchSchema}
              id={`facility-${facility.id}`}
              subject={name}
              names={{ nameKo: name, nameEn: facility.nameEn }}
              nameLabel="시설 이름"
              patch={patch}
              onDone={() => setEditing(false)}
            />
          ) : null}
        </>
      }
    />
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
