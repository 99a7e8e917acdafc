import { HttpResponse, type JsonBodyType } from 'msw';

/** An error answer as the API sends it: `{ error, message }` with the HTTP status. */
export function apiError(status: number, error: string, message: string) {
  return HttpResponse.json({ error, message }, { status });
}

/**
 * An msw resolver for a list that cannot be loaded at first: the first request fails as the API does
 * (500 `internal` with `message`, or the given status and error code), the next ones answer `body`; for the
 * "says so, then Retry loads it" tests.
 */
export function failsOnceThen(
  body: JsonBodyType,
  message = 'boom',
  { status = 500, error = 'internal' }: { status?: number; error?: string } = {},
) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? apiError(status, error, message) : HttpResponse.json(body);
  };
}

export interface FakeServerListOptions<T> {
  /** The rows of page 1. */
  firstPage: T[];
  /** The total the list reports (the generated pages are one row each). */
  total: number;
  /** A row numbered `n` and named `name`, for the answers made up from the request. */
  row: (n: number, name: string) => T;
  /** Every request's query is pushed here, in order. */
  requests: URLSearchParams[];
}

/**
 * An msw resolver answering like a server-side list: page 1 holds `firstPage`; a search answers one row
 * named "Match for <search>", a sort one named "Sorted by <sort>", any other page one named "First of page <n>".
 */
export function fakeServerList<T>({ firstPage, total, row, requests }: FakeServerListOptions<T>) {
  return ({ request }: { request: Request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const page = Number(params.get('page'));
    const search = params.get('search');
    const sort = params.get('sort');
    const reply = (items: T[], count = total) =>
      HttpResponse.json({ items, total: count, page, page_size: Number(params.get('page_size')) });
    if (search) return reply([row(9, `Match for ${search}`)], 1);
    if (sort) return reply([row(7, `Sorted by ${sort}`)]);
    return reply(page === 1 ? firstPage : [row(21, `First of page ${page}`)]);
  };
}

/**
 * A list to push the queries a fake endpoint receives into (e.g. `requests` of fakeServerList); it is emptied
 * before each test of the file.
 */
export function recordedQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  beforeEach(() => {
    queries.length = 0;
  });
  return queries;
}
