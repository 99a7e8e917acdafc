import { visuallyHidden } from './a11y/visually-hidden';

export interface ChartDataTableProps {
  /** What the chart shows, e.g. "Revenue per week"; the table's caption. */
  caption: string;
  /** Column headings, the first naming the rows (e.g. "Week", "Revenue"). */
  columns: readonly string[];
  /** One row per data point, already formatted for reading. */
  rows: readonly (readonly string[])[];
}

/**
 * A chart's text alternative: the same figures as a table behind a "Show as a table" disclosure, for
 * screen readers, keyboard and magnifier users (a chart's ticks and tooltip are not enough).
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <details style={{ marginTop: 8 }}>
      <summary style={{ cursor: 'pointer', lineHeight: '24px', color: 'var(--ant-color-primary-text)' }}>
        Show as a table<span style={visuallyHidden}>: {caption}</span>
      </summary>
      <div style={{ overflowX: 'auto', marginTop: 8 }}>
        <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
          <caption style={{ textAlign: 'left', paddingBottom: 4, color: 'var(--ant-color-text-secondary)' }}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" style={cell(index, true)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((value, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" style={cell(index, false)}>
                      {value}
                    </th>
                  ) : (
                    <td key={index} style={cell(index, false)}>
                      {value}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

const cell = (index: number, heading: boolean) =>
  ({
    padding: '4px 8px',
    textAlign: index === 0 ? 'left' : 'right',
    fontWeight: heading || index === 0 ? 600 : 400,
    borderBottom: '1px solid var(--ant-color-split)',
  }) as const;
