/** The props of a list's filter fields: the view they show, and where a change goes (useListView's update). */
export interface ListFiltersProps<V> {
  view: V;
  onChange: (change: Partial<V>) => void;
}

/**
 * Binds filter fields to a list's view: `field('status')` is the `value` FilterBar.Select or .Number shows and
 * the `onChange` writing a new one back (none: undefined, which the URL leaves out like '').
 *
 * @example const field = bindFilters(view, onChange); <FilterBar.Select label="Status" {...field('status')} … />
 */
export function bindFilters<V extends object>(view: V, onChange: (change: Partial<V>) => void) {
  return <K extends keyof V>(key: K) => ({
    value: view[key],
    onChange: (value: V[K] | undefined) => onChange({ [key]: value } as Partial<V>),
  });
}
