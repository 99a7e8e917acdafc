// The embedded database shares the event loop with the servers: a long queue of statements runs in slices, in
// the order they came, and the loop gets turns in between (to accept connections and read requests).
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/index.js';

describe('statements on the embedded database take turns with the event loop', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openDatabase();
  }, 60_000);
  afterAll(() => db?.close());

  it('runs a flood of queries and transactions first come, first served, yielding to the loop between slices', async () => {
    let turns = 0;
    let counting = true;
    const countTurns = () => {
      turns += 1;
      if (counting) setImmediate(countTurns);
    };
    setImmediate(countTurns);

    const finished: number[] = [];
    const work = Array.from({ length: 600 }, (_, i) =>
      (i % 3 === 0
        ? db.transaction(async (tx) => {
            await tx.query('select pg_sleep(0)');
            return (await tx.query<{ n: number }>('select $1::int as n', [i])).rows[0]!.n;
          })
        : db.query<{ n: number }>('select $1::int as n', [i]).then(({ rows }) => rows[0]!.n)
      ).then((n) => finished.push(n)),
    );
    await Promise.all(work);
    counting = false;

    expect(finished).toEqual(Array.from({ length: 600 }, (_, i) => i));
    expect(turns).toBeGreaterThan(3);
  });

  it('lets a failed statement pass the turn on', async () => {
    const failing = db.query('select * from no_such_table');
    const after = db.query<{ ok: boolean }>('select true as ok');
    await expect(failing).rejects.toThrow(/no_such_table/);
    await expect(after).resolves.toMatchObject({ rows: [{ ok: true }] });
    await expect(db.exec('select 1')).resolves.toHaveLength(1);
  });
});
