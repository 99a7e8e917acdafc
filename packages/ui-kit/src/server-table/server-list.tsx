import type { ReactNode } from 'react';
import { Empty } from '../antd';
import { FilterBar, type SearchFilterProps } from '../filter-bar';
import { ServerTable, type ServerTableProps } from './server-table';
import type { ListView } from './use-list-view';

/** A list's search box: what it says; ServerList binds it to the view's `q`. */
export type ListSearch = Omit<SearchFilterProps, 'value' | 'onChange'>;

export interface ServerListProps<T extends object> extends Omit<ServerTableProps<T>, 'empty'> {
  view: Pick<ListView, 'q' | 'page' | 'pageSize' | 'sort'>;
  /** The search box, first in the filter bar and bound to the view's `q`. */
  search?: ListSearch;
  /** The list's other filter fields (FilterBar.Select, .Switch…), after the search. */
  filters?: ReactNode;
  /** The space between the filter bar and the table. */
  filtersMarginBottom?: number;
  /** What an empty list says (under it, `emptyAction`: the first step, e.g. an import button). */
  empty: string;
  emptyAction?: ReactNode;
  /** Whether a search or filter narrows the list: an empty page then says `noMatch` instead. */
  filtered?: boolean;
  noMatch?: string;
}

/**
 * A server list screen: its filter bar (the search bound to the view, then the list's own fields) above its
 * ServerTable, and the empty state a filtered list and a new one each need.
 */
export function ServerList<T extends object>({
  search,
  filters,
  filtersMarginBottom,
  empty,
  emptyAction,
  filtered = false,
  noMatch = empty,
  ...table
}: ServerListProps<T>) {
  const { view, onViewChange } = table;
  return (
    <>
      {(search || filters) && (
        <FilterBar marginBottom={filtersMarginBottom}>
          {search && <FilterBar.Search {...search} value={view.q} onChange={(q) => onViewChange({ q })} />}
          {filters}
        </FilterBar>
      )}
      <ServerTable<T>
        {...table}
        empty={filtered ? <Empty description={noMatch} /> : <Empty description={empty}>{emptyAction}</Empty>}
      />
    </>
  );
}
