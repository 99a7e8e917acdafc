export { AuditLogPage } from './components/audit-log-page';
export { AuditLogTable, type AuditLogTableProps } from './components/audit-log-table';
