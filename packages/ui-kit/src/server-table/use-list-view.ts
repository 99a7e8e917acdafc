import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_PAGE_SIZE = 20;
/** The page sizes a list offers unless its server names others. */
export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

/** What every server-paged list keeps in the URL; each list adds its own filters. */
export interface ListView {
  q: string;
  page: number;
  pageSize: number;
  sort: string;
}

/** The query parameters of the fields every list has, unless a list names others. */
export const LIST_PARAM_NAMES: Readonly<Record<keyof ListView, string>> = {
  q: 'q',
  page: 'page',
  pageSize: 'page_size',
  sort: 'sort',
};

/** The query parameter of each view field not named like it in snake_case (`showResolved` → `resolved`). */
export type ListParamNames<V extends ListView> = Partial<Record<keyof V, string>>;

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

/** For `readFilters`: the parameter's value when it is one of `allowed`, else undefined (`?status=maybe`). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

/**
 * The paging, search and sort of a server list request (`page`, `page_size`, `search`, `sort`), the rest of
 * the request being the list's own filters; an empty search or sort is left out.
 */
export function toListQuery(view: ListView) {
  return {
    page: view.page,
    page_size: view.pageSize,
    search: view.q || undefined,
    sort: view.sort || undefined,
  };
}

/** `minTotal` → `min_total`. */
const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A view field's query parameter: the list's name for it, else the common one, else the field's in snake_case. */
function paramName<V extends ListView>(paramNames: ListParamNames<V>, field: keyof V & string): string {
  const common: Partial<Record<string, string>> = LIST_PARAM_NAMES;
  return paramNames[field] ?? common[field] ?? snakeCase(field);
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
 * the same rows; other parameters (a shell's `tab`) are kept. A field's query parameter is its name in snake_case
 * (`minTotal` → `min_total`), unless LIST_PARAM_NAMES or `paramNames` names another; `readFilters` reads the list's own filters from
 * those parameters, validating them. Both are stable (module level).
 */
export function useListView<V extends ListView>(
  paramNames: ListParamNames<V>,
  readFilters: (params: URLSearchParams) => Omit<V, keyof ListView>,
  options: ListViewOptions<V> = {},
): [V, (change: Partial<V>) => void] {
  const [params, setParams] = useSearchParams();
  const { keepsPage, pageSizes, defaults, push } = options;

  const view = useMemo(() => {
    const read = (field: keyof ListView) => params.get(paramName(paramNames, field));
    const pageSize = positiveInt(read('pageSize'), DEFAULT_PAGE_SIZE);
    return {
      q: read('q') ?? '',
      page: positiveInt(read('page'), 1),
      pageSize: !pageSizes || pageSizes.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      sort: read('sort') ?? '',
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
            const param = paramName(paramNames, key);
            if (isDefault(key, value, defaults)) next.delete(param);
            else next.set(param, String(value));
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
