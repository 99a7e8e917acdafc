// The upload routes give the verdicts of @aide/rules' table of tricky inputs, the table the rules package
// (and so the browser's import worker) is tested with: one rulebook on both sides.
import { trickyUpload } from '@aide/rules/testing';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { sendJson } from '../../../../tests/support/send-json.js';

const ROUTES = {
  customers: '/api/upload_client_customers',
  inventory: '/api/upload_inventory',
  sales: '/api/upload_sales_history',
} as const;

describe('upload routes judge the tricky-inputs table like @aide/rules', () => {
  const [, start] = apiBackends[0]!;
  const { api, tokens } = apiSuite(start, ['fresh']);

  it.each(Object.entries(ROUTES))(
    '%s: the same problems, and the passing rows import',
    async (kind, route) => {
      const { rows, problems, valid } = trickyUpload(kind as keyof typeof ROUTES);
      const refused = await sendJson('POST', `${api.apiUrl}${route}`, tokens.fresh, {
        file_name: 'tricky.csv',
        rows,
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error: 'invalid_rows', problem_count: problems.length });
      expect((refused.body as { problems: unknown }).problems).toEqual(problems);

      const failing = new Set(problems.map((problem) => problem.row));
      const passing = rows.filter((row) => !failing.has(row.row));
      const imported = await sendJson('POST', `${api.apiUrl}${route}`, tokens.fresh, {
        file_name: 'tricky.csv',
        rows: passing,
      });
      expect(imported).toMatchObject({ status: 200, body: { total: valid } });
    },
  );
});
