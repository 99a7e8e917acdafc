import type { Queryable } from '../../../db/db.js';
import type { Workspace } from '../../../workspace/with-workspace.js';

/**
 * Six questions for an empty conversation, naming the organization's best customer of the last 12 months when
 * it has one (a question about a real customer shows what the assistant can do with their data).
 */
export async function suggestQuestions(tx: Queryable, ws: Workspace): Promise<string[]> {
  // revenue_12m lives on the customer row, so this stays an index-friendly read at any size.
  const { rows } = await tx.query<{ name: string }>(
    `select name from public.aide_client_customers
      where organization_id = $1 and revenue_12m > 0
      order by revenue_12m desc, name
      limit 1`,
    [ws.organizationId],
  );
  const best = rows[0]?.name;
  return [
    'Who were our top customers by revenue last quarter?',
    'Which customers stopped ordering?',
    'What were our best sellers last month?',
    'Which products have fewer than 20 in stock?',
    best ? `What should we offer ${best}?` : 'Which offers are running now?',
    best ? `What did ${best} order last?` : 'What is our revenue by category this year?',
  ];
}
