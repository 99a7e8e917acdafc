import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Flex, Select, Typography } from '../antd';
import { FilterLayoutContext } from '../filter-bar/filter-layout';
import { sortKey, titleOf, type ListColumn } from './list-columns';

export interface FilterSheetProps<T> {
  /** The filters (FilterFields), stacked in the sheet; none for a list that only sorts. */
  filters?: ReactNode;
  /** How many filters narrow the list now: on the button. */
  active: number;
  /** The list's columns: the sortable ones are offered as "Sort by". */
  columns: readonly ListColumn<T>[];
  /** The view's sort and the server's default (shown when the view names none). */
  sort: string;
  defaultSort: string;
  onSort: (sort: string) => void;
  /** After the filters: actions on them ("Clear filters"). */
  actions?: ReactNode;
}

/** Sort choices of the sortable columns, each way. */
function sortOptions<T>(columns: readonly ListColumn<T>[]) {
  return columns
    .filter((column) => column.sorter)
    .flatMap((column) => {
      const key = sortKey(column);
      if (!key) return [];
      const shown = titleOf(column);
      const title = typeof shown === 'string' ? shown : key;
      return [
        { value: key, label: `${title}, ascending` },
        { value: `-${key}`, label: `${title}, descending` },
      ];
    });
}

/**
 * A phone's list filters in one "Filters" sheet from the bottom of the screen (the sort too), instead of a
 * bar of fields wider than the screen. The button says how many filters are on.
 */
export function FilterSheet<T>({
  filters,
  active,
  columns,
  sort,
  defaultSort,
  onSort,
  actions,
}: FilterSheetProps<T>) {
  const [open, setOpen] = useState(false);
  const sorts = sortOptions(columns);
  const hasFilters = filters !== undefined && filters !== null;
  const name = hasFilters ? 'Filters' : 'Sort';
  if (!hasFilters && sorts.length === 0) return null;

  return (
    <>
      <Badge count={active} size="small">
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-haspopup="dialog"
          aria-label={active > 0 ? `${name}, ${active} on` : undefined}
          onClick={() => setOpen(true)}
        >
          {name}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={name}
        placement="bottom"
        size="auto"
        styles={{ body: { padding: 16 } }}
        footer={
          <Flex gap={8} justify="flex-end" wrap="wrap">
            {actions}
            <Button type="primary" onClick={() => setOpen(false)}>
              Show results
            </Button>
          </Flex>
        }
      >
        <FilterLayoutContext.Provider value="sheet">
          <Flex vertical gap={16}>
            {filters}
            {sorts.length > 0 && (
              <Flex vertical gap={4}>
                <Typography.Text strong aria-hidden>
                  Sort by
                </Typography.Text>
                <Select<string>
                  aria-label="Sort by"
                  value={sort || defaultSort || undefined}
                  placeholder="The list's order"
                  options={sorts}
                  onChange={(next) => onSort(next === defaultSort ? '' : next)}
                  style={{ width: '100%' }}
                />
              </Flex>
            )}
          </Flex>
        </FilterLayoutContext.Provider>
      </Drawer>
    </>
  );
}
