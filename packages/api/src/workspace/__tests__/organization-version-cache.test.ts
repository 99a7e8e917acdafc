// The per-organization cache behind Ask AI's names and plan results: used again while the version is the same,
// read again when it moves, and bounded by organizations and by weight (a large organization's names crowd
// small ones out, never the one in use).
import type { Queryable } from '../../db/db.js';
import { createOrganizationVersionCache } from '../organization-version-cache.js';

/** A transaction whose version function answers `versions[organization]`. */
const versionsTx = (versions: Record<string, number>): Queryable => ({
  query: <R>(_sql: string, params?: unknown[]) =>
    Promise.resolve({ rows: [{ version: String(versions[params![0] as string] ?? 0) }] } as { rows: R[] }),
});

describe('createOrganizationVersionCache', () => {
  const loads: string[] = [];
  const loader = (organization: string, weight: number) => () => {
    loads.push(organization);
    return Promise.resolve({ weight });
  };
  beforeEach(() => loads.splice(0));

  it('loads again only when the organization’s version moves', async () => {
    const versions = { a: 1 };
    const cached = createOrganizationVersionCache<{ weight: number }>({ maxOrganizations: 10 });
    await cached(versionsTx(versions), 'a', loader('a', 1));
    await cached(versionsTx(versions), 'a', loader('a', 1));
    expect(loads).toEqual(['a']);
    versions.a = 2;
    await cached(versionsTx(versions), 'a', loader('a', 1));
    expect(loads).toEqual(['a', 'a']);
  });

  it('drops the least recently used beyond the weight limit, but keeps the one just read', async () => {
    const tx = versionsTx({});
    const cached = createOrganizationVersionCache<{ weight: number }>({
      maxOrganizations: 10,
      weight: { of: (value) => value.weight, max: 500 },
    });
    await cached(tx, 'small-1', loader('small-1', 100));
    await cached(tx, 'small-2', loader('small-2', 100));
    await cached(tx, 'small-1', loader('small-1', 100)); // small-2 is now the least recently used
    await cached(tx, 'large', loader('large', 350));
    await cached(tx, 'small-1', loader('small-1', 100));
    expect(loads).toEqual(['small-1', 'small-2', 'large']);
    await cached(tx, 'small-2', loader('small-2', 100));
    expect(loads).toEqual(['small-1', 'small-2', 'large', 'small-2']);

    await cached(tx, 'huge', loader('huge', 900));
    await cached(tx, 'huge', loader('huge', 900));
    expect(loads.filter((organization) => organization === 'huge')).toHaveLength(1);
  });
});
