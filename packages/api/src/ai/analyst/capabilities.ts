/** What the built-in analyst answers, shown for "help" and whenever a question is not understood. */
export const CAPABILITIES = [
  'Top customers by revenue in a period ("Who were our top customers by revenue last quarter?")',
  'Customers who stopped ordering ("Which customers are at risk?")',
  'Best sellers by revenue or units ("Best-selling products last month")',
  'Slowest-moving products ("Slowest-moving products this year")',
  'Revenue by brand, by category or by month ("Revenue by category in 2025")',
  'Total revenue of a period ("Total revenue in October")',
  'Number of customers and new customers ("How many new customers this year?")',
  'Stock below a level or out of stock ("Which products are below 10 units?")',
  'Current offers ("What offers are running?")',
  'What to offer a customer ("What should I offer Maria Anders?")',
  'A customer\'s last orders or summary ("Last orders of Thomas Hardy", "Tell me about Ana Trujillo")',
];

export const PERIODS_HINT =
  'Periods: last/this month, quarter or year, last 30 days, in October, 2025, since March, year to date.';

export const capabilityList = () => CAPABILITIES.map((line) => `- ${line}`).join('\n');
