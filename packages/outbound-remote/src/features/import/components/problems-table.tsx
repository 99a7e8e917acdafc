import { formatNumber, Table, type TableColumnsType, Typography } from '@aide/ui-kit';
import type { ImportField } from '../lib/import-kinds';
import type { RowProblem } from '../lib/validate-rows';

export interface ProblemsTableProps {
  fields: readonly ImportField[];
  problems: RowProblem[];
  /** Total number of problems; more than `problems.length` when the list was cut short. */
  problemCount: number;
}

/** Row problems found by the browser or returned by the server (422), with 1-based file line numbers. */
export function ProblemsTable({ fields, problems, problemCount }: ProblemsTableProps) {
  const labels = new Map(fields.map((field) => [field.key, field.label]));
  const columns: TableColumnsType<RowProblem> = [
    { title: 'Row', dataIndex: 'row', width: 90 },
    { title: 'Field', dataIndex: 'field', width: 180, render: (field: string) => labels.get(field) ?? field },
    { title: 'Problem', dataIndex: 'message' },
  ];
  return (
    <>
      <Table<RowProblem>
        size="small"
        aria-label="Problems"
        columns={columns}
        dataSource={problems}
        rowKey={(problem) => `${problem.row}:${problem.field}:${problem.message}`}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      />
      {problemCount > problems.length ? (
        <Typography.Text type="secondary">
          Showing the first {formatNumber(problems.length)} of {formatNumber(problemCount)} problems.
        </Typography.Text>
      ) : null}
    </>
  );
}
