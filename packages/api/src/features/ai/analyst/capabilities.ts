/** What the built-in analyst answers, shown for "help" and whenever a question is not understood. */
export const CAPABILITIES = [
  'Revenue, orders, units, average order value, customers who ordered and new customers, for any period ("What\'s our average order value this year?")',
  'Grouped by customer, company, segment, city, product, SKU, brand, category, day, week, month, quarter or year ("How many customers do we have in each segment?")',
  'Top or bottom N ("Top 5 customers by revenue last quarter", "Slowest-moving products")',
  'Compared with the period before or the same period last year, and who grew or shrank ("Which customers bought less this quarter than last quarter?")',
  'Filtered by your own names — a company (its contacts together), customer, product (or part of its name, or its SKU), brand, category, city or segment — or leaving one out ("Golden Spoon spend last quarter", "Seafood revenue excluding London")',
  'Names compared ("Berlin or Paris, who spent more last quarter?"), shares ("Beverages\' share of revenue", "the top 10 customers\' share") and customers with no order in a period ("Which customers haven\'t ordered since September?")',
  'Orders and their lines ("When did Island Pantry last order?", "What did Maria Anders order on 2 September?", "How often does Hugo Fischer order?")',
  'Typical values and what sells together: revenue per ordering customer, median order value, average price, the best weekday, what sells with a product, best sellers low in stock, the fastest-growing category',
  'Follow-ups that change one part ("and the month before?", "by brand instead", "only Enterprise", "in units")',
  'Customers who stopped ordering ("Which customers are at risk?")',
  'Stock below a level or out of stock, and current offers',
  'A customer\'s summary or last orders ("Tell me about Ana Trujillo")',
  'What to pitch to a customer ("What should I pitch to my biggest account?")',
  'A draft email to a customer, which you edit and send ("Draft an email to win back a customer who stopped buying")',
];

export const PERIODS_HINT =
  'Periods: this/last week, month, quarter or year, year to date, last 30 days, in October, Q3 2025, since March, between 1 March and 15 April.';

export const capabilityList = () => CAPABILITIES.map((line) => `- ${line}`).join('\n');
