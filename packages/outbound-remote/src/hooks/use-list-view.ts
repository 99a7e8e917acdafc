import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_PAGE_SIZE = 20;

/** What every server-side list keeps in the URL; each list adds its own filters. */
export interface ListView {
  q: string;
  page: number;
  pageSize: number;
  sort: string;
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Defaults stay out of the URL, so a plain list has a plain address. */
function isDefault(key: string, value: unknown): boolean {
  return (
    value === undefined ||
    value === '' ||
    value === false ||
    (key === 'page' && value === 1) ||
    (key === 'pageSize' && value === DEFAULT_PAGE_SIZE)
  );
}

/**
 * A list's view (search, page, sort, filters) lives in the URL so a reload or a shared link shows the same
 * rows. `paramNames` maps each view field to its query parameter; `readFilters` (a stable, module-level
 * function) reads the list's own filters. Any change other than paging goes back to page 1.
 */
export function useListView<V extends ListView>(
  paramNames: Record<keyof V, string>,
  readFilters: (params: URLSearchParams) => Omit<V, keyof ListView>,
): [V, (change: Partial<V>) => void] {
  const [params, setParams] = useSearchParams();

  const view = useMemo(
    () =>
      ({
        q: params.get(paramNames.q) ?? '',
        page: positiveInt(params.get(paramNames.page), 1),
        pageSize: positiveInt(params.get(paramNames.pageSize), DEFAULT_PAGE_SIZE),
        sort: params.get(paramNames.sort) ?? '',
        ...readFilters(params),
      }) as V,
    [params, paramNames, readFilters],
  );

  const update = useCallback(
    (change: Partial<V>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const resetsPage = Object.keys(change).some((key) => key !== 'page');
          const merged: Partial<V> =
            resetsPage && change.page === undefined ? { ...change, page: 1 } : change;
          for (const [key, value] of Object.entries(merged) as [keyof V & string, unknown][]) {
            if (isDefault(key, value)) next.delete(paramNames[key]);
            else next.set(paramNames[key], String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, paramNames],
  );

  return [view, update];
}
