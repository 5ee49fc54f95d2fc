import { useId, useState } from 'react';
import { FACILITY_KIND_LABELS, type FacilityKind } from '@minda/contracts/admin-facilities';
import { errorMessage } from '../../lib/field-errors.ts';
import kit from '../list-kit/list-kit.module.css';
import { useToast } from '../toast/toast-provider.tsx';
import { useAdminFacilities, useSetProductFacilities } from './facilities-api.ts';
import styles from './catalogue.module.css';

/**
 * A product's (or a room's) facilities (issue 57): a checkbox for each facility of the kind in use, in the
 * catalogue's order, and one save. `chosen` is what the product has; `path` its `PUT …/facilities`; `lineKey` its
 * line's cache, read again after the save. A facility no longer in use is not offered, so a save leaves it off.
 */
export function FacilityChoices({ kind, chosen, lineKey, path, label }: { kind: FacilityKind; chosen: readonly number[]; lineKey: readonly unknown[]; path: string; label: string }) {
  const facilities = useAdminFacilities(kind);
  const save = useSetProductFacilities(lineKey, path);
  const toast = useToast();
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set(chosen));
  const legendId = useId();
  const offered = (facilities.data ?? []).filter((f) => f.active);
  const toggle = (id: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = () =>
    save.mutate(
      offered.filter((f) => picked.has(f.id)).map((f) => f.id),
      { onSuccess: () => toast.show(`${label}을 저장했습니다.`) },
    );
  if (facilities.error) return <p role="alert" className={kit.fieldError}>{errorMessage(facilities.error)}</p>;
  return (
    <form
      aria-labelledby={legendId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className={styles.facilities}>
        <legend id={legendId}>{label}</legend>
        {facilities.data && offered.length === 0 ? <p>사용 중인 {FACILITY_KIND_LABELS[kind]}이 없습니다. 시설 관리에서 추가해 주세요.</p> : null}
        {offered.map((facility) => (
          <label key={facility.id} className={styles.facility}>
            <input type="checkbox" checked={picked.has(facility.id)} onChange={(event) => toggle(facility.id, event.target.checked)} />
            {facility.nameKo}
          </label>
        ))}
      </fieldset>
      {save.error ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className={kit.actions}>
        <button type="submit" className={kit.primary} disabled={save.isPending || !facilities.data}>
          {label} 저장
        </button>
      </div>
    </form>
  );
}
