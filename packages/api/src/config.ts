/** Frontends allowed by default: the shell and both remotes on their local ports. */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
];

/** `ALLOWED_ORIGINS` is comma-separated; blank entries and trailing slashes are ignored. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_ALLOWED_ORIGINS;
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

/** A TCP port from the environment; `fallback` when unset. Throws with the variable's name when invalid. */
export function parsePort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${value}".`);
  }
  return port;
}
