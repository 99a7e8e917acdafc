/** What the answer is doing while a tool runs, in the user's words. */
const TOOL_STATUS: Record<string, string> = {
  search_customers: 'Looking up customers…',
  customer_history: 'Reading the customer’s order history…',
  query_sales: 'Computing sales…',
  sales_dimensions: 'Reading your segments, brands and categories…',
  inventory_lookup: 'Checking inventory…',
  current_offers: 'Checking current offers…',
  recommend_products: 'Finding products to recommend…',
  draft_email: 'Drafting the email…',
};

export function toolStatus(name: string): string {
  return TOOL_STATUS[name] ?? 'Looking up your data…';
}
