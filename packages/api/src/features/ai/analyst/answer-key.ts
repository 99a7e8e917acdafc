// A fixed set of 30 sales questions over Northwind's seed, each with a checker that computes the expected fact
// with its own SQL (never through the AI tools) and looks for it in the analyst's answer. `pnpm bench` and
// __tests__/analyst-answer-key.test.ts report the share answered correctly. The kinds of question and their SQL
// live in answer-key/ (sales, customers, stock and offers); the periods they ask about in answer-key/periods.ts.
import type { Queryable } from '../../../db/db.js';
import type { AnalystAnswer, AnswerKeyQuestion } from './answer-key/key-question.js';
import {
  atRisk,
  customerCount,
  customerSummary,
  lastOrder,
  newCustomers,
} from './answer-key/customer-questions.js';
import {
  lastDays,
  previousMonth,
  previousQuarter,
  sinceMonth,
  wholeYear,
  yearToDate,
} from './answer-key/periods.js';
import {
  monthlyTrend,
  slowestMovers,
  topCustomer,
  topGroup,
  topProduct,
  totalRevenue,
} from './answer-key/sales-questions.js';
import { activeOffers, lowStock } from './answer-key/stock-and-offer-questions.js';

export interface AnswerKeyResult {
  correct: number;
  total: number;
  results: { question: string; ok: boolean; reason: string | null }[];
}

export const ANSWER_KEY: AnswerKeyQuestion[] = [
  topCustomer('Who were our top customers by revenue last quarter?', previousQuarter),
  topCustomer('Top 5 customers by revenue in October 2026', () => ['2026-10-01', '2026-10-31']),
  topCustomer('Who are our biggest customers this year?', yearToDate),
  topCustomer('Who spent the most in 2025?', () => wholeYear(2025)),
  topCustomer('Top 3 customers in the last 30 days', (today) => lastDays(today, 30)),
  atRisk('Which customers stopped ordering?'),
  atRisk('Show me the customers at risk of churning'),
  topProduct('What were our best sellers last month?', previousMonth, 'revenue'),
  topProduct('Best-selling products by units in 2025', () => wholeYear(2025), 'quantity'),
  topProduct(
    'Which products sold the most units in the last 90 days?',
    (today) => lastDays(today, 90),
    'quantity',
  ),
  topGroup('Revenue by brand last quarter', previousQuarter, 'brand'),
  topGroup('Sales by category in 2025', () => wholeYear(2025), 'category'),
  monthlyTrend('Show the monthly revenue trend this year'),
  totalRevenue('What was our total revenue in October 2026?', () => ['2026-10-01', '2026-10-31']),
  totalRevenue('Total sales in 2025', () => wholeYear(2025)),
  totalRevenue('How much revenue did we make last month?', previousMonth),
  totalRevenue("What's our revenue year to date?", yearToDate),
  totalRevenue('Total revenue since March', (today) => sinceMonth(today, 3)),
  lowStock('Which products are below 10 units in stock?', 10),
  lowStock('What is out of stock?', 1),
  lowStock('Products with fewer than 5 units left', 5),
  activeOffers('What offers are running right now?'),
  activeOffers('Are there any promotions this week?'),
  lastOrder('Show me the last orders of Thomas Hardy', 'Thomas Hardy'),
  lastOrder('What did Liam Dubois order last?', 'Liam Dubois'),
  customerSummary('Tell me about Maria Anders', 'Maria Anders'),
  customerSummary('How is Nils Kowalski doing?', 'Nils Kowalski'),
  customerCount('How many customers do we have?'),
  newCustomers('How many new customers did we get this year?'),
  slowestMovers('What were the slowest-moving products last quarter?'),
];

/** Runs every question of the key through `run` and checks each answer against the seeded database. */
export async function scoreAnswerKey(
  run: (question: string) => Promise<AnalystAnswer>,
  db: Queryable,
  today: string,
): Promise<AnswerKeyResult> {
  const results: AnswerKeyResult['results'] = [];
  for (const entry of ANSWER_KEY) {
    const { question } = entry;
    let reason: string | null;
    try {
      reason = await entry.check(await run(question), db, today);
    } catch (error) {
      reason = `failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    results.push({ question, ok: reason === null, reason });
  }
  return { correct: results.filter((result) => result.ok).length, total: results.length, results };
}
