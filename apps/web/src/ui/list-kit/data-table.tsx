import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import styles from './list-kit.module.css';

/** The table features the back office's lists use (TanStack Table v9 registers them explicitly). */
const features = tableFeatures({});
export type ListColumn<T extends RowData> = ColumnDef<typeof features, T> & { meta?: { numeric?: boolean } };

/**
 * A back office list's table (issue 57 "list kit"), drawn by TanStack Table from the page of rows the server
 * answered: the server filters, sorts and pages (the address holds them), so the table only lays the rows out.
 * Header cells are real `th` with `scope`, so a screen reader names each cell by its column.
 */
export function DataTable<T extends RowData>({ label, columns, rows, rowKey }: { label: string; columns: readonly ListColumn<T>[]; rows: readonly T[]; rowKey: (row: T) => string }) {
  const table = useTable({ features, columns: columns as ListColumn<T>[], data: rows as T[], getRowId: rowKey });
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={(header.column.columnDef as ListColumn<T>).meta?.numeric ? styles.numeric : undefined}>
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className={(cell.column.columnDef as ListColumn<T>).meta?.numeric ? styles.numeric : undefined}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
