import type { ReactNode } from 'react';
import { Empty, Flex } from '../antd';
import { useIsMobile } from '../app-layout/use-is-mobile';
import {
  FilterBar,
  FilterFields,
  filterCount,
  isFiltered,
  type FilterField,
  type SearchFilterProps,
} from '../filter-bar';
import { FilterLayoutContext } from '../filter-bar/filter-layout';
import { FilterSheet } from './filter-sheet';
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
 * ServerTable, and the empty state a narrowed list and a new one each need. Below 768 px the search spans the
 * screen, the filters and the sort fold into one "Filters" sheet, and the rows are cards.
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
  const narrow = useIsMobile();
  // The table changes only the common fields (page, size, sort), which every view has.
  const onTableChange = onViewChange as (change: Partial<ListView>) => void;
  const searchBox = search && (
    <FilterBar.Search {...search} value={view.q} onChange={(q) => onTableChange({ q })} />
  );
  return (
    <>
      {narrow ? (
        <Flex vertical gap={12} style={{ marginBottom: filtersMarginBottom ?? 16 }}>
          <FilterLayoutContext.Provider value="sheet">{searchBox}</FilterLayoutContext.Provider>
          <Flex gap={8} wrap="wrap" align="center">
            <FilterSheet<T>
              filters={
                filters.length > 0 ? (
                  <FilterFields fields={filters} view={view} onChange={onViewChange} />
                ) : undefined
              }
              active={filterCount(view, filters)}
              columns={table.columns}
              sort={view.sort}
              defaultSort={table.defaultSort ?? ''}
              onSort={(sort) => onTableChange({ sort })}
              actions={filterActions}
            />
          </Flex>
        </Flex>
      ) : (
        (search || filters.length > 0) && (
          <FilterBar marginBottom={filtersMarginBottom}>
            {searchBox}
            <FilterFields fields={filters} view={view} onChange={onViewChange} />
            {filterActions}
          </FilterBar>
        )
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
