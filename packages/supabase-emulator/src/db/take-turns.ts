import type { PGlite } from '@electric-sql/pglite';

/** How long PGlite may run statements back to back before the event loop gets a turn. */
const SLICE_MS = 5;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs in this process, one statement (or transaction) at a time, and its queue drains in one chain of
 * promise callbacks. Node accepts one new connection per turn of the event loop, so while that chain held the
 * loop a flood of clients was let in one by one: at 200 connections the last waited over 10 s before its
 * first request was even read, while p50 was 0.2 s. Here the statements the API and the emulator start run in
 * the same order (PGlite's own order: first come, first served, one at a time), in slices of SLICE_MS, and
 * between slices the loop accepts connections and reads requests.
 */
export function takeTurnsWithIo(db: PGlite): PGlite {
  const waiting: Array<() => void> = [];
  let busy = false;
  let sliceEnds = 0;

  const handOver = () => {
    const next = waiting.shift();
    if (!next) {
      busy = false;
    } else if (performance.now() < sliceEnds) {
      next();
    } else {
      setImmediate(() => {
        sliceEnds = performance.now() + SLICE_MS;
        next();
      });
    }
  };

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (busy) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      busy = true;
      if (performance.now() >= sliceEnds) {
        await nextTurn();
        sliceEnds = performance.now() + SLICE_MS;
      }
    }
    try {
      return await work();
    } finally {
      handOver();
    }
  }

  const query = db.query.bind(db);
  const exec = db.exec.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof db.query;
  db.exec = (...args) => inTurn(() => exec(...args));
  db.transaction = ((...args: Parameters<typeof transaction>) =>
    inTurn(() => transaction(...args))) as typeof db.transaction;
  return db;
}
