export type { Db, Queryable, QueryResult } from './db.js';
export { createPgliteDb, type PGliteLike } from './pglite-db.js';
export { createPgDb, type PgDbOptions } from './pg-db.js';
export { asUser, type UserClaims } from './as-user.js';
export { findPostgresBinDir, startPostgresCluster, type PostgresCluster } from './postgres-cluster.js';
