/** One page of a server-paged list, as every paged API route returns it. */
export interface Page<T> {
  items: T[];
  total: number;
  /** A search that matched more than the API counts (1,000): `total` is then a lower bound. */
  total_capped?: boolean;
  page: number;
  page_size: number;
}
