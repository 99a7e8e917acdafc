/** The outbound remote's paths (the shell routes these to this remote). */
export const OUTBOUND_ROUTES = {
  dashboard: '/dashboard',
} as const;
