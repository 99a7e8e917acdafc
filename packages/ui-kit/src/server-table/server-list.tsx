import type { ReactNode } from 'react';
import { Empty } from '../antd';
import { FilterBar, FilterFields, isFiltered, type FilterField, type SearchFilterProps } from '../filter-bar';
import { ServerTable, type ServerTableProps } from './server-table';
import type { ListView } from './use-list-view';

/** A list's search box: what it says; ServerList binds it to the view's `q`. */
export type ListSearch = Omit<SearchFilterProps, 'value' | 'onChange'>;

export interface ServerListProps<T extends object, V extends ListView = ListView> extends Omit<
  ServerTableProps<T>,
  'empty' | 'view' | 'onViewChange'
> {
  view: V;
  onViewChange: (change: Partial<V>) => void;
  /** The search box, first in the filter bar and bound to the view's `q`. */
  search?: ListSearch;
  /** The list's filters after the search, described (FilterFields) and bound to the view. */
  filters?: readonly FilterField<V>[];
  /** After the filters: actions on them (e.g. "Clear filters"). */
  filterActions?: ReactNode;
  /** The space between the filter bar and the table. */
  filtersMarginBottom?: number;
  /** What an empty list says (under it, `emptyAction`: the first step, e.g. an import button). */
  empty: string;
  emptyAction?: ReactNode;
  /** What an empty page says when the search or a filter narrows the list (isFiltered). */
  noMatch?: string;
}

/**
 * A server list screen: its filter bar (the search and the described filters, bound to the view) above its
 * ServerTable, and the empty state a narrowed list and a new one each need.
 */
export function ServerList<T extends object, V extends ListView = ListView>({
  search,
  filters = [],
  filterActions,
  filtersMarginBottom,
  empty,
  emptyAction,
  noMatch = empty,
  view,
  onViewChange,
  ...table
}: ServerListProps<T, V>) {
  // The table changes only the common fields (page, size, sort), which every view has.
  const onTableChange = onViewChange as (change: Partial<ListView>) => void;
  return (
    <>
      {(search || filters.length > 0) && (
        <FilterBar marginBottom={filtersMarginBottom}>
          {search && <FilterBar.Search {...search} value={view.q} onChange={(q) => onTableChange({ q })} />}
          <FilterFields fields={filters} view={view} onChange={onViewChange} />
          {filterActions}
        </FilterBar>
      )}
      <ServerTable<T>
        {...table}
        view={view}
        onViewChange={onTableChange}
        empty={
          isFiltered(view, filters) ? (
            <Empty description={noMatch} />
          ) : (
            <Empty description={empty}>{emptyAction}</Empty>
          )
        }
      />
    </>
  );
}
