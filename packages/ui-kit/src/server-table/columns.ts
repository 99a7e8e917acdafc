import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../format';
import type { ListColumn } from './list-columns';

/** The fields of a row holding a `V` (or nothing). */
type FieldOf<T, V> = { [K in keyof T]-?: T[K] extends V | null | undefined ? K : never }[keyof T] & string;

/** What a column adds to its field and format: `sorter: true`, `width`, another `key`, its `card` role… */
export type ColumnOptions<T> = Omit<ListColumn<T>, 'title' | 'dataIndex' | 'render'>;

export interface MoneyColumnOptions<T> extends ColumnOptions<T> {
  /** The currency: one for the whole table, or each row's own (`(order) => order.currency`). USD if none. */
  currency?: string | ((row: T) => string);
}

/** A column showing one field of the row, formatted; its `key` is the field (a server sorts by it). */
function fieldColumn<T, V>(
  title: ReactNode,
  field: string,
  format: (value: V | null, row: T) => ReactNode,
  options: ColumnOptions<T> | undefined,
): ListColumn<T> {
  return {
    title,
    key: field,
    dataIndex: field,
    render: (value: V | null, row: T) => format(value, row),
    ...options,
  };
}

/** A builder of columns showing a field that holds a `V`, with `format` and the look `defaults` give. */
const formatted =
  <V>(format: (value: V | null) => string, defaults?: Pick<ColumnOptions<unknown>, 'align'>) =>
  <T>(title: ReactNode, field: FieldOf<T, V>, options?: ColumnOptions<T>): ListColumn<T> =>
    fieldColumn<T, V>(title, field, format, { ...defaults, ...options });

/** A count, right-aligned: `12,345`. */
export const numberColumn = formatted<number>(formatNumber, { align: 'right' });

/** A calendar day: `Nov 21, 2026`. */
export const dateColumn = formatted<string>(formatDate);

/** A moment, in the viewer's time zone: `Nov 21, 2026, 3:05 PM`. */
export const dateTimeColumn = formatted<string>(formatDateTime);

/** An amount of money, right-aligned: `$1,234.50`. */
export function moneyColumn<T>(
  title: ReactNode,
  field: FieldOf<T, number>,
  { currency, ...options }: MoneyColumnOptions<T> = {},
): ListColumn<T> {
  const currencyOf = typeof currency === 'function' ? currency : () => currency;
  return fieldColumn<T, number>(title, field, (value, row) => formatMoney(value, currencyOf(row)), {
    align: 'right',
    ...options,
  });
}

/** A field the server sorts a column by, for a column rendered its own way: `...sortable<Product>('sku')`. */
export function sortable<T>(field: Extract<keyof T, string>) {
  return { key: field, dataIndex: field, sorter: true };
}
