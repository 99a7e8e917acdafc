/** Same threshold as the API's `stock=low` filter: 1 to 10 items on hand. */
export const LOW_STOCK_MAX = 10;
