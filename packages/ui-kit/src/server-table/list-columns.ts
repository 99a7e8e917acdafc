import type { ReactNode } from 'react';
import type { TableColumnType } from '../antd';

/**
 * What a column is on a phone, where a list shows one card per row (CardList):
 * - `title`: the row's name, the card's heading (the first column when no column says);
 * - `subtitle`: a line under the name (a SKU, an email, a customer);
 * - `figure`: a key figure, with its column's title (a total, the last order, the stock);
 * - `status`: a tag beside the name;
 * - `action`: the row's primary action, at the card's foot;
 * - `details` (the default): shown when the card is opened;
 * - `none`: not on the card (it repeats what the card shows already).
 */
export type CardRole = 'title' | 'subtitle' | 'figure' | 'status' | 'action' | 'details' | 'none';

/** Below this width a desk's table leaves out its optional columns (a phone's card still shows them). */
export const WIDE_DESK = 1200;

/**
 * A table column that also says what it is on a phone's card, and whether a narrower desk (under 1,200 px)
 * may leave it out so the columns that matter fit without a sideways scroll.
 */
export type ListColumn<T> = TableColumnType<T> & { card?: CardRole; optional?: boolean };

/** A list's columns: the table's on a desk, the cards' on a phone. */
export type ListColumns<T> = ListColumn<T>[];

/** A row's columns sorted by what they are on its card. */
export interface CardLayout<T> {
  title: ListColumn<T> | undefined;
  subtitle: ListColumn<T>[];
  figures: ListColumn<T>[];
  status: ListColumn<T>[];
  actions: ListColumn<T>[];
  details: ListColumn<T>[];
}

/**
 * The card of a list's columns. Columns that say nothing go to the details, but for the name (the first column
 * when none is the title); a list none of whose columns says anything shows its next two as figures, so a small
 * table reads well as cards without a word about it.
 */
export function cardLayout<T>(columns: readonly ListColumn<T>[]): CardLayout<T> {
  const anyRole = columns.some((column) => column.card !== undefined);
  const title =
    columns.find((column) => column.card === 'title') ?? columns.find((c) => c.card === undefined);
  const layout: CardLayout<T> = { title, subtitle: [], figures: [], status: [], actions: [], details: [] };
  for (const column of columns) {
    if (column === title) continue;
    const role = column.card ?? (!anyRole && layout.figures.length < 2 ? 'figure' : 'details');
    if (role === 'subtitle') layout.subtitle.push(column);
    else if (role === 'figure') layout.figures.push(column);
    else if (role === 'status') layout.status.push(column);
    else if (role === 'action') layout.actions.push(column);
    else if (role === 'details') layout.details.push(column);
  }
  return layout;
}

/** The value a column shows of a row: its `dataIndex` (a field or a path). */
function valueOf<T>(column: ListColumn<T>, row: T): unknown {
  const index = 'dataIndex' in column ? column.dataIndex : undefined;
  if (index === undefined || index === null) return undefined;
  const path = Array.isArray(index) ? (index as (string | number)[]) : [index as string | number];
  return path.reduce<unknown>(
    (value, key) => (value == null ? undefined : (value as Record<string | number, unknown>)[key]),
    row,
  );
}

/** What the column's cell shows for a row, as the table would render it. */
export function cellOf<T>(column: ListColumn<T>, row: T, index: number): ReactNode {
  const value = valueOf(column, row);
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === undefined || value === null ? null : (value as ReactNode);
}

/** The column's heading as text or a node (a heading computed from the sort state has none here). */
export function titleOf<T>(column: ListColumn<T>): ReactNode {
  return typeof column.title === 'function' ? String(column.key ?? '') : column.title;
}

/** The column's sort key: its `key`, else its `dataIndex` when that is a plain field name. */
export const sortKey = <T>(column: ListColumn<T>): string | undefined =>
  column.key !== undefined
    ? String(column.key)
    : 'dataIndex' in column && typeof column.dataIndex === 'string'
      ? column.dataIndex
      : undefined;

/** The column as antd's Table takes it: without its card role. */
export function tableColumn<T>({
  card: _card,
  optional: _optional,
  ...column
}: ListColumn<T>): TableColumnType<T> {
  return column;
}

/** The columns a desk this wide shows: all of them from 1,200 px, the ones that are not optional below. */
export function deskColumns<T>(columns: readonly ListColumn<T>[], wide: boolean): ListColumn<T>[] {
  return columns.filter((column) => wide || !column.optional);
}
