/**
 * Starts something (an API, a database, a fake server) before the enclosing describe's tests and closes it
 * after them. What it returns stands in for the started instance: its properties are read from (and written
 * to) the instance beforeAll started, so it can be declared at describe level and used in tests and hooks.
 * Fixtures start, and close, in the order they are declared (jest runs afterAll hooks in that order): a fake
 * server the API is started on is declared first, and closes first.
 */
export function suiteFixture<T extends { close(): unknown }>(start: () => Promise<T>, timeout?: number): T {
  let started: T | undefined;
  const current = () => {
    if (!started) throw new Error('A suite fixture starts in beforeAll: use it inside a test or a hook.');
    return started;
  };
  beforeAll(async () => {
    started = await start();
  }, timeout);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as T, {
    get: (_stand_in, key) => {
      const value: unknown = Reflect.get(current(), key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current()) : value;
    },
    set: (_stand_in, key, value) => Reflect.set(current(), key, value),
  });
}
