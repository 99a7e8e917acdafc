export { openDatabase, type OpenDatabaseOptions } from './db/open-database.js';
export { applySchema, type ExecSql } from './db/apply-schema.js';
export type { Database } from './db/queryable.js';
export {
  startEmulator,
  type AuthOverrides,
  type EmulatorOptions,
  type GatewayOptions,
  type RestOptions,
  type RunningEmulator,
} from './start-emulator.js';
export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.js';
export { DEMO } from './demo-data.js';
export {
  readOutbox,
  readSmsOutbox,
  writeOutbox,
  type NewOutboxMessage,
  type OutboxMessage,
  type SmsMessage,
} from './auth/outbox.js';
export { markInboxMessageTaken, readNewInboxMessages, type InboxMessage } from './mail/inbox.js';
export type { MailOptions } from './mail/mail-routes.js';
