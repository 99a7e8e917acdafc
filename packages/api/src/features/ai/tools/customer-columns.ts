/** The customer fields every customer tool returns, read from the statistics kept on the customer row. */
export const CUSTOMER_COLUMNS = `c.id, c.name, c.email, c.company, c.segment, c.city,
  to_char(c.first_order_on, 'YYYY-MM-DD') as first_order_on, to_char(c.last_order_on, 'YYYY-MM-DD') as last_order_on,
  c.order_count, c.revenue_12m::float8 as revenue_12m, c.lifetime_revenue::float8 as lifetime_revenue,
  c.average_gap_days::float8 as average_gap_days`;

/** `aide_private.customer_at_risk` for alias `c`, judged on the day bound to parameter `$today`. */
export const atRiskSql = (today: string) =>
  `aide_private.customer_at_risk(c.last_order_on, c.order_count, c.average_gap_days, ${today}::date)`;

export interface CustomerRow {
  id: string;
  name: string;
  email: string | null;
  company: string | null;
  segment: string | null;
  city: string | null;
  first_order_on: string | null;
  last_order_on: string | null;
  order_count: number;
  revenue_12m: number;
  lifetime_revenue: number;
  average_gap_days: number | null;
  at_risk: boolean;
}
