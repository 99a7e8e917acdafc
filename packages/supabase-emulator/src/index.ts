export { openDatabase, type OpenDatabaseOptions } from './db/open-database.js';
export { applySchema, type ExecSql } from './db/apply-schema.js';
