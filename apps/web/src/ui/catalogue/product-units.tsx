import type { RowData } from '@tanstack/react-table';
import { Fragment, useState, type ReactNode } from 'react';
import { DataTable, type ListColumn } from '../list-kit/data-table.tsx';
import kit from '../list-kit/list-kit.module.css';
import { DetailSection } from './product-detail.tsx';

/** What a unit's form (a room, an option) is given by its section: its name, the call's state, the save, and when editing the way out. */
export type UnitFormProps<Create, Patch> = { label: string; pending: boolean; error: unknown; onSave: (values: Create | Patch) => Promise<unknown>; onCancel?: (() => void) | undefined };

/**
 * What a product sells, on its detail screen (issue 57): a stay's rooms, a tour's options. Their table with a
 * "수정" button a row (which opens `editForm` under the table, closed by its `onDone`), or `emptyText` before there
 * is one; then the form that adds one (`addForm`, under the heading `addTitle`).
 */
export function ProductUnits<T extends RowData>({ id, title, tableLabel, rows, rowId, rowName, columns, emptyText, addTitle, addForm, editForm }: {
  id: string;
  title: string;
  tableLabel: string;
  rows: readonly T[];
  rowId: (row: T) => number;
  rowName: (row: T) => string;
  columns: readonly ListColumn<T>[];
  emptyText: string;
  addTitle: string;
  addForm: ReactNode;
  editForm: (row: T, onDone: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const withEdit: ListColumn<T>[] = [
    ...columns,
    {
      id: 'edit',
      header: '수정',
      cell: ({ row }) => (
        <button type="button" className={kit.secondary} onClick={() => setEditing(rowId(row.original))} aria-label={`${rowName(row.original)} 수정`}>
          수정
        </button>
      ),
    },
  ];
  const edited = rows.find((row) => rowId(row) === editing);
  return (
    <DetailSection id={id} title={title}>
      {rows.length > 0 ? <DataTable label={tableLabel} columns={withEdit} rows={rows} rowKey={(row) => String(rowId(row))} /> : <p>{emptyText}</p>}
      {edited ? (
        <Fragment key={rowId(edited)}>
          <h3>{rowName(edited)} 수정</h3>
          {editForm(edited, () => setEditing(null))}
        </Fragment>
      ) : null}
      <h3>{addTitle}</h3>
      {addForm}
    </DetailSection>
  );
}
