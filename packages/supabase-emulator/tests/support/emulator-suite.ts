import type { SupabaseClient } from '@supabase/supabase-js';
import type { DEMO, EmulatorOptions } from '../../src/index.js';
import { startTestEmulator, type TestEmulator } from './test-emulator.js';

type DemoUser = keyof typeof DEMO.users;

export interface SuiteSetup<U extends DemoUser> {
  /** startTestEmulator's options, or a starter of its own (such as startLibraryEmulator). */
  start?: Partial<EmulatorOptions> | (() => Promise<TestEmulator>);
  /** Work on the database once the emulator runs, before anyone signs in. */
  seed?: (t: TestEmulator) => Promise<unknown>;
  /** Demo users signed in once for the suite. */
  signIn?: readonly U[];
}

/** The suite's emulator, a client with the anon key and a client per signed-in demo user. */
export type EmulatorSuite<U extends DemoUser> = { t: TestEmulator; anon: SupabaseClient } & Record<
  U,
  SupabaseClient
>;

/**
 * Stands for the object `current()` gives at the time a property is read, so a suite can name what its
 * beforeAll makes before beforeAll has run. Methods stay bound to that object.
 */
function lateBound<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) {
        // Nothing awaits it as a promise before it exists.
        if (key === 'then') return undefined;
        throw new Error('The emulator starts in beforeAll: use it inside a test or a hook.');
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * One line for a suite's set-up: starts an emulator before the enclosing describe's tests (seeding it and
 * signing the named demo users in) and stops it after them, once the clients have left their realtime
 * channels. What it answers is read from what beforeAll made, so it can be destructured at the top:
 * `const { t, sam } = emulatorSuite({ signIn: ['sam'] });`.
 */
export function emulatorSuite<U extends DemoUser = never>(setup: SuiteSetup<U> = {}): EmulatorSuite<U> {
  let running: TestEmulator | undefined;
  let anon: SupabaseClient | undefined;
  const signedIn = new Map<DemoUser, SupabaseClient>();
  const suite: Record<string, object> = {
    t: lateBound(() => running),
    anon: lateBound(() => (anon ??= running?.client())),
  };
  for (const user of setup.signIn ?? []) suite[user] = lateBound(() => signedIn.get(user));

  beforeAll(async () => {
    const { start = {}, seed, signIn = [] } = setup;
    const t = typeof start === 'function' ? await start() : await startTestEmulator(start);
    running = t;
    await seed?.(t);
    for (const user of signIn) signedIn.set(user, await t.signIn(user));
  });
  afterAll(async () => {
    // Only clients that joined a channel: leaving disconnects, which a client never connected waits on.
    const clients = [...signedIn.values(), ...(anon ? [anon] : [])];
    const joined = clients.filter((client) => client.getChannels().length > 0);
    await Promise.all(joined.map((client) => client.removeAllChannels()));
    await running?.stop();
  });
  return suite as EmulatorSuite<U>;
}
