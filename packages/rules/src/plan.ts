/** An organization's plan (aide_organizations.aide_plan, checked to these two values by the database). */
export type Plan = 'inbound' | 'outbound';

/** Any other stored value counts as outbound (the default plan). */
export function toPlan(value: string | null | undefined): Plan {
  return value === 'inbound' ? 'inbound' : 'outbound';
}
