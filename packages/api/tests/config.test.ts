import { DEFAULT_ALLOWED_ORIGINS, parseAllowedOrigins, parsePort } from '../src/config.js';

describe('configuration from the environment', () => {
  it('defaults ALLOWED_ORIGINS to the shell and both remotes', () => {
    expect(parseAllowedOrigins(undefined)).toEqual(DEFAULT_ALLOWED_ORIGINS);
    expect(parseAllowedOrigins('  ')).toEqual(DEFAULT_ALLOWED_ORIGINS);
  });

  it('splits ALLOWED_ORIGINS on commas, trimming blanks and trailing slashes', () => {
    expect(parseAllowedOrigins(' https://app.aide.test/, ,https://admin.aide.test ')).toEqual([
      'https://app.aide.test',
      'https://admin.aide.test',
    ]);
  });

  it('reads a port or falls back, naming the variable when it is invalid', () => {
    expect(parsePort('PORT', undefined, 5000)).toBe(5000);
    expect(parsePort('PORT', '8080', 5000)).toBe(8080);
    expect(() => parsePort('API_PORT', 'http', 5000)).toThrow('API_PORT must be a port number');
  });
});
