import { useContext, type ReactNode } from 'react';
import { Flex, Typography } from '../antd';
import { bindFilters, type ListFiltersProps } from './bind-filters';
import { DateRangeFilter } from './date-range-filter';
import { FilterLayoutContext } from './filter-layout';
import { NumberFilter, type NumberFilterProps } from './number-filter';
import { SelectFilter, type SelectFilterProps } from './select-filter';
import { SwitchFilter } from './switch-filter';

type Defined<T> = Exclude<T, undefined>;

/** A choice bound to the view's field `select` (its options typed by that field's values). */
export type SelectField<K, T extends string> = { select: K } & Omit<
  SelectFilterProps<T>,
  'value' | 'onChange'
>;
/** An on/off switch bound to the view's boolean field `switch`. */
export interface SwitchField<K> {
  switch: K;
  label: string;
}
/** A number bound to the view's field `number`, applied on blur or Enter. */
export type NumberField<K> = { number: K } & Omit<NumberFilterProps, 'value' | 'onChange'>;
/** A day range bound to the view's `from` and `to`; `dateRange` is its label ("Order date"). */
export interface DateRangeField {
  dateRange: string;
}

/**
 * One filter of a list, as data: which view field it shows and what it says. The field decides the kind a
 * key can take (a boolean is a switch, a number a number field, text or a union of texts a choice).
 */
export type FilterField<V> =
  | {
      [K in keyof V]-?: [Defined<V[K]>] extends [boolean]
        ? SwitchField<K>
        : [Defined<V[K]>] extends [number]
          ? NumberField<K>
          : [Defined<V[K]>] extends [string]
            ? SelectField<K, Exclude<Defined<V[K]>, ''>>
            : never;
    }[keyof V]
  | (V extends { from: string; to: string } ? DateRangeField : never);

/** Any field of any view: what the renderer reads, by kind. */
type AnyField = SelectField<string, string> | SwitchField<string> | NumberField<string> | DateRangeField;

export interface FilterFieldsProps<V extends object> extends ListFiltersProps<V> {
  fields: readonly FilterField<V>[];
}

/**
 * A list's filters from their descriptions, each bound to its view field: the one place that wires a filter's
 * value and change to the view (useListView's), so a list only says which filters it has.
 */
export function FilterFields<V extends object>({ fields, view, onChange }: FilterFieldsProps<V>) {
  const sheet = useContext(FilterLayoutContext) === 'sheet';
  const field = bindFilters(view, onChange);
  // FilterField<V> ties each key to its kind; read here by kind, a key is any of the view's.
  const bound = <T,>(key: string) =>
    field(key as keyof V) as unknown as { value: T; onChange: (value: T | undefined) => void };
  // In the phone's sheet each field stacks under its name (in the bar, the placeholder says it).
  const labelled = (key: string, label: string, control: ReactNode) =>
    sheet ? (
      <Flex key={key} vertical gap={4}>
        <Typography.Text strong aria-hidden>
          {label}
        </Typography.Text>
        {control}
      </Flex>
    ) : (
      control
    );
  return (fields as unknown as readonly AnyField[]).map((spec) => {
    if ('select' in spec) {
      const { select, ...props } = spec;
      return labelled(
        select,
        props.label,
        <SelectFilter key={select} {...props} {...bound<string>(select)} />,
      );
    }
    if ('switch' in spec) {
      const { value, onChange: change } = bound<boolean>(spec.switch);
      return <SwitchFilter key={spec.switch} label={spec.label} checked={value} onChange={change} />;
    }
    if ('number' in spec) {
      const { number, ...props } = spec;
      return labelled(
        number,
        props.label,
        <NumberFilter key={number} {...props} {...bound<number | undefined>(number)} />,
      );
    }
    const range = view as V & { from: string; to: string };
    return labelled(
      'dateRange',
      spec.dateRange,
      <DateRangeFilter
        key="dateRange"
        label={spec.dateRange}
        from={range.from}
        to={range.to}
        onChange={(change) => onChange(change as unknown as Partial<V>)}
      />,
    );
  });
}

/** The view fields a described filter shows. */
function boundKeys(spec: AnyField): string[] {
  if ('select' in spec) return [spec.select];
  if ('switch' in spec) return [spec.switch];
  if ('number' in spec) return [spec.number];
  return ['from', 'to'];
}

/** Whether a value of the view narrows its list: a chosen value, a switch on, a number given (0 too). */
const narrows = (value: unknown) => value !== undefined && value !== '' && value !== false;

/**
 * Whether the list is narrowed: a search, or any of these fields set. Derived from the same descriptions
 * FilterFields renders, so a new filter is counted without anyone remembering to (a narrowed list that comes
 * back empty says "no match" rather than "nothing yet").
 */
export function isFiltered<V extends { q: string }>(view: V, fields: readonly FilterField<V>[]): boolean {
  const values = view as unknown as Record<string, unknown>;
  const specs = fields as unknown as readonly AnyField[];
  return narrows(view.q) || specs.some((spec) => boundKeys(spec).some((key) => narrows(values[key])));
}

/** How many of these fields narrow the list (the search not counted): the count on the phone's Filters button. */
export function filterCount<V extends object>(view: V, fields: readonly FilterField<V>[]): number {
  const values = view as unknown as Record<string, unknown>;
  return (fields as unknown as readonly AnyField[]).filter((spec) =>
    boundKeys(spec).some((key) => narrows(values[key])),
  ).length;
}

/**
 * The change that clears the search and these fields (a "Clear filters" action): each back to what narrows
 * nothing, as its own control clears it (a switch off, a range empty, a choice or number unset). Derived from
 * the descriptions, so a new filter is cleared too; the view's other fields stay.
 */
export function clearedFilters<V extends { q: string }>(fields: readonly FilterField<V>[]): Partial<V> {
  const cleared: Record<string, unknown> = { q: '' };
  for (const spec of fields as unknown as readonly AnyField[]) {
    if ('switch' in spec) cleared[spec.switch] = false;
    else if ('dateRange' in spec) Object.assign(cleared, { from: '', to: '' });
    else for (const key of boundKeys(spec)) cleared[key] = undefined;
  }
  return cleared as Partial<V>;
}
