/** The inbound remote's paths (the shell routes these to this remote). */
export const INBOUND_ROUTES = {
  module: '/inbound-module',
} as const;
