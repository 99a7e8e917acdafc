/** Defaults the API also uses (docs/inbound-api.md): prices within 1 %, quantities within 5 %. */
export const DEFAULT_PRICE_TOLERANCE = 1;
export const DEFAULT_QUANTITY_TOLERANCE = 5;
export const MIN_TOLERANCE = 0;
export const MAX_TOLERANCE = 100;

/** A percentage the API accepts (0–100), or null. */
export function toTolerance(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= MIN_TOLERANCE && parsed <= MAX_TOLERANCE ? parsed : null;
}
