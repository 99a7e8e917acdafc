import DownOutlined from '@ant-design/icons/DownOutlined';
import { useId, useState, type Key, type MouseEvent, type ReactNode } from 'react';
import { Button, Checkbox, Empty, Spin, type TableProps } from '../antd';
import { cardLayout, cellOf, titleOf, type ListColumn } from './list-columns';
import { LOADING_SPINNER_DELAY_MS } from './loading-spinner';

export interface CardListProps<T extends object> {
  /** The list's columns; each one's `card` role places it on the card. */
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  /** The row's key, as the table's `rowKey`. */
  rowKey: TableProps<T>['rowKey'];
  /** The list's accessible name ("products"). */
  label?: string;
  loading?: boolean;
  /** Shown when there are no rows; nothing while the first page loads. */
  empty?: ReactNode;
  /** As the table's: a checkbox on each card, and one for every card. */
  rowSelection?: TableProps<T>['rowSelection'];
  /** As the table's: what a row expands to shows under its details. */
  expandable?: TableProps<T>['expandable'];
  /** As the table's: a tap on the card (outside its links and buttons) is a click on the row. */
  onRow?: TableProps<T>['onRow'];
}

const CARD_CSS = `
.aide-card-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.aide-card{padding:12px 16px;background:var(--ant-color-bg-container);border:1px solid var(--ant-color-border-secondary);border-radius:var(--ant-border-radius-lg,8px);overflow-wrap:anywhere}
.aide-card.is-tappable{cursor:pointer}
.aide-card-head{display:flex;align-items:flex-start;gap:8px}
.aide-card-name{flex:1;min-width:0}
.aide-card-title{font-weight:600;font-size:15px;line-height:24px}
.aide-card-title a,.aide-card-title .ant-btn-link{font-weight:600;font-size:15px}
.aide-card-subtitle{color:var(--ant-color-text-secondary);font-size:13px}
.aide-card-status{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:4px;flex:none;max-width:50%}
.aide-card-status .ant-tag{margin-inline-end:0}
.aide-card-body{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:8px;margin-top:8px}
.aide-card-figures{display:flex;flex-wrap:wrap;gap:4px 20px;margin:0;flex:1 1 auto}
.aide-card-figures dt{font-size:12px;color:var(--ant-color-text-secondary)}
.aide-card-figures dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
.aide-card-foot{display:flex;flex-wrap:wrap;align-items:center;justify-content:flex-end;gap:8px;margin-inline-start:auto}
.aide-card-details{margin:8px 0 0;padding-top:8px;border-top:1px solid var(--ant-color-split);display:grid;grid-template-columns:minmax(96px,auto) 1fr;gap:6px 12px}
.aide-card-details dt{color:var(--ant-color-text-secondary)}
.aide-card-details dd{margin:0;min-width:0}
.aide-card-expanded{margin-top:8px}
.aide-card-select-all{display:flex;align-items:center;min-height:44px;padding:0 4px 4px}
`;

/** What a tap on these does itself, so it is not also a tap on the card. */
const INTERACTIVE =
  'a, button, input, label, select, textarea, [role="button"], [role="checkbox"], [role="switch"], .ant-select';

const keyOf = <T extends object>(rowKey: CardListProps<T>['rowKey'], row: T, index: number): Key =>
  typeof rowKey === 'function'
    ? rowKey(row, index)
    : ((row as Record<string, unknown>)[String(rowKey ?? 'key')] as Key);

/**
 * A list as one card per row, for phones: the row's name with its status, its key figures, its primary
 * action, and the rest of its columns behind "Details" (or a tap on the card). Built from the same columns as
 * the table (ServerTable and CompactTable switch to it below 768 px), so no screen writes its phone layout.
 */
export function CardList<T extends object>({
  columns,
  rows,
  rowKey = 'id',
  label,
  loading = false,
  empty,
  rowSelection,
  expandable,
  onRow,
}: CardListProps<T>) {
  const layout = cardLayout(columns);
  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const keys = rows.map((row, index) => keyOf(rowKey, row, index));
  const selectable = rowSelection
    ? rows.filter((row) => !rowSelection.getCheckboxProps?.(row)?.disabled)
    : [];

  const select = (next: Key[]) => {
    const chosen = rows.filter((_, index) => next.includes(keys[index]!));
    rowSelection?.onChange?.(next, chosen, { type: 'multiple' });
  };
  const selectableKeys = selectable.map((row) => keyOf(rowKey, row, rows.indexOf(row)));
  const allSelected = selectableKeys.length > 0 && selectableKeys.every((key) => selected.has(key));

  return (
    <Spin spinning={loading} delay={LOADING_SPINNER_DELAY_MS}>
      <style href="aide-card-list" precedence="default">
        {CARD_CSS}
      </style>
      {rowSelection && selectableKeys.length > 0 && (
        <div className="aide-card-select-all">
          <Checkbox
            checked={allSelected}
            indeterminate={!allSelected && selected.size > 0}
            onChange={(event) => select(event.target.checked ? selectableKeys : [])}
          >
            Select all on this page
          </Checkbox>
        </div>
      )}
      {rows.length === 0 ? (
        !loading && (empty ?? <Empty />)
      ) : (
        <ul className="aide-card-list" aria-label={label}>
          {rows.map((row, index) => (
            <RowCard<T>
              key={keys[index]}
              row={row}
              index={index}
              layout={layout}
              checkbox={
                rowSelection && {
                  checked: selected.has(keys[index]!),
                  props: rowSelection.getCheckboxProps?.(row) ?? {},
                  onChange: (checked: boolean) =>
                    select(
                      checked
                        ? [...selected, keys[index]!]
                        : [...selected].filter((key) => key !== keys[index]),
                    ),
                }
              }
              expandable={expandable}
              onRow={onRow}
            />
          ))}
        </ul>
      )}
    </Spin>
  );
}

/** What the list's selection says of a row's checkbox (disabled, its name). */
type RowCheckboxProps<T extends object> = ReturnType<
  NonNullable<NonNullable<TableProps<T>['rowSelection']>['getCheckboxProps']>
>;

interface RowCardProps<T extends object> {
  row: T;
  index: number;
  layout: ReturnType<typeof cardLayout<T>>;
  checkbox:
    | {
        checked: boolean;
        props: RowCheckboxProps<T>;
        onChange: (checked: boolean) => void;
      }
    | undefined;
  expandable: TableProps<T>['expandable'];
  onRow: TableProps<T>['onRow'];
}

function RowCard<T extends object>({ row, index, layout, checkbox, expandable, onRow }: RowCardProps<T>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const cell = (column: ListColumn<T>) => cellOf(column, row, index);
  const expands = expandable?.expandedRowRender !== undefined && (expandable.rowExpandable?.(row) ?? true);
  const hasDetails = layout.details.length > 0 || expands;
  const rowClick = onRow?.(row, index)?.onClick;

  const tap = (event: MouseEvent<HTMLLIElement>) => {
    const target = event.target as HTMLElement;
    const control = target.closest(INTERACTIVE);
    if (control && event.currentTarget.contains(control)) return;
    if (rowClick) rowClick(event);
    else if (hasDetails) setOpen((value) => !value);
  };

  return (
    // A convenience for pointers: the card's own buttons and links are what keyboards and screen readers use.
    <li className={`aide-card${rowClick || hasDetails ? ' is-tappable' : ''}`} onClick={tap}>
      <div className="aide-card-head">
        {checkbox && (
          <Checkbox
            {...checkbox.props}
            checked={checkbox.checked}
            onChange={(event) => checkbox.onChange(event.target.checked)}
          />
        )}
        <div className="aide-card-name">
          <div className="aide-card-title" id={`${id}-title`}>
            {layout.title && cell(layout.title)}
          </div>
          {layout.subtitle.map((column, at) => (
            <div key={at} className="aide-card-subtitle">
              {cell(column)}
            </div>
          ))}
        </div>
        {layout.status.length > 0 && (
          <div className="aide-card-status">
            {layout.status.map((column, at) => (
              <span key={at}>{cell(column)}</span>
            ))}
          </div>
        )}
      </div>
      <div className="aide-card-body">
        {layout.figures.length > 0 && (
          <dl className="aide-card-figures">
            {layout.figures.map((column, at) => (
              <div key={at}>
                <dt>{titleOf(column)}</dt>
                <dd>{cell(column)}</dd>
              </div>
            ))}
          </dl>
        )}
        {(layout.actions.length > 0 || hasDetails) && (
          <div className="aide-card-foot">
            {layout.actions.map((column, at) => (
              <div key={at} className="aide-card-action">
                {cell(column)}
              </div>
            ))}
            {hasDetails && (
              <Button
                type="text"
                aria-expanded={open}
                aria-controls={open ? `${id}-details` : undefined}
                aria-describedby={`${id}-title`}
                icon={<DownOutlined aria-hidden rotate={open ? 180 : 0} />}
                iconPlacement="end"
                onClick={() => setOpen((value) => !value)}
              >
                Details
              </Button>
            )}
          </div>
        )}
      </div>
      {open && (
        <div id={`${id}-details`}>
          {layout.details.length > 0 && (
            <dl className="aide-card-details">
              {layout.details.map((column, at) => (
                <div key={at} style={{ display: 'contents' }}>
                  <dt>{titleOf(column)}</dt>
                  <dd>{cell(column)}</dd>
                </div>
              ))}
            </dl>
          )}
          {expands && (
            <div className="aide-card-expanded">{expandable?.expandedRowRender?.(row, index, 1, true)}</div>
          )}
        </div>
      )}
    </li>
  );
}
