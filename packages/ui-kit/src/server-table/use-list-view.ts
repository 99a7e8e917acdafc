import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_PAGE_SIZE = 20;

/** What every server-paged list keeps in the URL; each list adds its own filters. */
export interface ListView {
  q: string;
  page: number;
  pageSize: number;
  sort: string;
}

export interface ListViewOptions<V> {
  /** Fields whose change keeps the page (e.g. the id of an open detail drawer); any other goes to page 1. */
  keepsPage?: readonly (keyof V)[];
  /** The page sizes offered: another size in the URL reads as the default one. */
  pageSizes?: readonly number[];
  /** Filter values that mean "no filter" (e.g. status `all`): they stay out of the URL like empty ones. */
  defaults?: Partial<Omit<V, keyof ListView>>;
  /** Each change is a history entry (back undoes it) instead of replacing the current one. */
  push?: boolean;
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Defaults stay out of the URL, so a plain list has a plain address. */
function isDefault(key: string, value: unknown, defaults: Record<string, unknown> | undefined): boolean {
  return (
    value === undefined ||
    value === '' ||
    value === false ||
    (key === 'page' && value === 1) ||
    (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) ||
    (defaults !== undefined && key in defaults && defaults[key] === value)
  );
}

/**
 * A list's view (search, page, sort, filters) lives in the URL so a reload, a shared link and back/forward show
 * the same rows; other parameters (a shell's `tab`) are kept. `paramNames` maps each view field to its query
 * parameter; `readFilters` (stable, module level) reads the list's own filters, validating them.
 */
export function useListView<V extends ListView>(
  paramNames: Record<keyof V, string>,
  readFilters: (params: URLSearchParams) => Omit<V, keyof ListView>,
  options: ListViewOptions<V> = {},
): [V, (change: Partial<V>) => void] {
  const [params, setParams] = useSearchParams();
  const { keepsPage, pageSizes, defaults, push } = options;

  const view = useMemo(() => {
    const pageSize = positiveInt(params.get(paramNames.pageSize), DEFAULT_PAGE_SIZE);
    return {
      q: params.get(paramNames.q) ?? '',
      page: positiveInt(params.get(paramNames.page), 1),
      pageSize: !pageSizes || pageSizes.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      sort: params.get(paramNames.sort) ?? '',
      ...readFilters(params),
    } as V;
  }, [params, paramNames, readFilters, pageSizes]);

  const update = useCallback(
    (change: Partial<V>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const resetsPage = Object.keys(change).some(
            (key) => key !== 'page' && !keepsPage?.includes(key as keyof V),
          );
          const merged: Partial<V> =
            resetsPage && change.page === undefined ? { ...change, page: 1 } : change;
          for (const [key, value] of Object.entries(merged) as [keyof V & string, unknown][]) {
            if (isDefault(key, value, defaults)) next.delete(paramNames[key]);
            else next.set(paramNames[key], String(value));
          }
          return next;
        },
        { replace: !push },
      );
    },
    [setParams, paramNames, keepsPage, defaults, push],
  );

  return [view, update];
}
