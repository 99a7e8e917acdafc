import { CompactTable, type TableColumnsType } from '@aide/ui-kit';
import type { ImportField } from '../lib/import-kinds';
import type { PreviewRow } from '../lib/validate-rows';

export interface PreviewTableProps {
  fields: readonly ImportField[];
  rows: PreviewRow[];
}

/** The first rows of the file as they will be read with the current column mapping. */
export function PreviewTable({ fields, rows }: PreviewTableProps) {
  const columns: TableColumnsType<PreviewRow> = [
    { title: 'Row', dataIndex: 'row', width: 70 },
    ...fields.map((field) => ({ title: field.label, dataIndex: field.key, ellipsis: true })),
  ];
  return (
    <CompactTable<PreviewRow>
      aria-label="Preview"
      columns={columns}
      dataSource={rows}
      rowKey="row"
      scroll={{ x: 'max-content' }}
    />
  );
}
