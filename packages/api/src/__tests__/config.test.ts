import {
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_LLM_MODEL,
  DEFAULT_MERGE_API_URL,
  parseAllowedOrigins,
  parseLlmConfig,
  parseMergeConfig,
  parsePort,
} from '../config.js';

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

describe.each([
  ['Merge', 'sandbox mode', parseMergeConfig, 'MERGE_API_KEY'],
  ['AI provider', 'the built-in analyst', parseLlmConfig, 'LLM_BASE_URL'],
] as const)('%s configuration from the environment', (_provider, off, parse, key) => {
  it(`is ${off} (null) without ${key}`, () => {
    expect(parse({})).toBeNull();
    expect(parse({ [key]: '  ' })).toBeNull();
  });
});

describe('Merge configuration from the environment', () => {
  it('defaults MERGE_API_URL and trims a trailing slash', () => {
    expect(parseMergeConfig({ MERGE_API_KEY: ' key ' })).toEqual({
      apiKey: 'key',
      apiUrl: DEFAULT_MERGE_API_URL,
    });
    expect(parseMergeConfig({ MERGE_API_KEY: 'k', MERGE_API_URL: 'http://127.0.0.1:9000/api/' })).toEqual({
      apiKey: 'k',
      apiUrl: 'http://127.0.0.1:9000/api',
    });
  });

  it.each([
    [{ MERGE_API_KEY: 'k', MERGE_API_URL: 'ftp://merge' }, 'MERGE_API_URL must be an http(s) URL'],
    [{ MERGE_API_URL: 'https://api.merge.dev/api' }, 'MERGE_API_KEY must be set too'],
  ])('names the variable that is wrong or missing in %j', (env, message) => {
    expect(() => parseMergeConfig(env)).toThrow(message);
  });
});

describe('AI provider configuration from the environment', () => {
  it('needs only the base URL: the key is optional and the model has a default', () => {
    expect(parseLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/' })).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: DEFAULT_LLM_MODEL,
    });
    expect(DEFAULT_LLM_MODEL).toBe('gpt-4o-mini');
    expect(
      parseLlmConfig({
        LLM_BASE_URL: 'https://api.openai.com/v1',
        LLM_API_KEY: ' sk-1 ',
        LLM_MODEL: ' gpt-4o ',
      }),
    ).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-1', model: 'gpt-4o' });
  });

  it.each([
    [{ LLM_BASE_URL: 'api.openai.com/v1' }, 'LLM_BASE_URL must be an http(s) URL'],
    [{ LLM_BASE_URL: 'ftp://models.test' }, 'LLM_BASE_URL must be an http(s) URL'],
    [{ LLM_API_KEY: 'sk-1' }, 'LLM_BASE_URL must be set too when LLM_API_KEY is set.'],
    [{ LLM_MODEL: 'gpt-4o' }, 'LLM_BASE_URL must be set too when LLM_MODEL'],
  ])('names the variable that is wrong or missing in %j', (env, message) => {
    expect(() => parseLlmConfig(env)).toThrow(message);
  });
});
