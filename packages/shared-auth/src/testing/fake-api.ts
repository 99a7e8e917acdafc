import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * An msw resolver for a list that cannot be loaded at first: the first request fails as the API does
 * (500 with `message`), the next ones answer `body`; for the "says so, then Retry loads it" tests.
 */
export function failsOnceThen(body: JsonBodyType, message = 'boom') {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1
      ? HttpResponse.json({ error: 'internal', message }, { status: 500 })
      : HttpResponse.json(body);
  };
}
