// The ids a customer or product import gives its new rows: UUIDv7 (the import's millisecond first), one per
// row number, so a later import's rows sort after an earlier one's and one import's rows sort by file line.
import { orderedIdPrefix } from '../upsert-statement.js';

const id = (prefix: string, row: number) => `${prefix}${row.toString(16).padStart(5, '0')}`;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('orderedIdPrefix', () => {
  it('makes version 7 UUIDs that sort by import time, then by row', () => {
    const earlier = orderedIdPrefix(100_000, Date.UTC(2026, 10, 25, 12, 0, 0, 1));
    const later = orderedIdPrefix(100_000, Date.UTC(2026, 10, 25, 12, 0, 0, 2));
    const ids = [id(earlier, 1), id(earlier, 2), id(earlier, 100_000), id(later, 1)];
    for (const value of ids) expect(value).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs between two imports in the same millisecond', () => {
    const now = Date.now();
    expect(orderedIdPrefix(10, now)).not.toBe(orderedIdPrefix(10, now));
  });

  it('refuses a file whose row numbers would not fit', () => {
    expect(() => orderedIdPrefix(0x100000)).toThrow();
  });
});
