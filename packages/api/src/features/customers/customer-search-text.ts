/**
 * The text a customer search matches, spelled exactly as the trigram index on aide_client_customers
 * (aide_client_customers_search_idx) so the planner can use it for `ILIKE '%term%'`.
 */
export const CUSTOMER_SEARCH_TEXT = (table: string) =>
  `(${table}.name || ' ' || coalesce(${table}.email, '') || ' ' || coalesce(${table}.company, ''))`;
