import { createRowChecker } from '../check-rows.js';
import { TRICKY_CASES } from '../testing/tricky-rows.js';

// The API's upload routes must give the same verdicts: packages/api/src/features/imports/__tests__/import-rules-routes.test.ts posts
// this table to them.
describe('tricky inputs', () => {
  it.each(TRICKY_CASES.map((entry) => [entry.kind, entry.why, entry] as const))(
    '%s: %s',
    (_kind, _why, entry) => {
      const verdict = createRowChecker(entry.kind)({ row: 2, ...entry.cells });
      expect(verdict.problems).toEqual(entry.problems.map((problem) => ({ row: 2, ...problem })));
      if (entry.problems.length === 0) expect(verdict.value).toMatchObject(entry.normalized ?? {});
      else expect(verdict.value).toBeNull();
    },
  );
});
