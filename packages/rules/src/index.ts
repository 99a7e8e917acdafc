export {
  cellText,
  isEmail,
  parseDate,
  parseNumber,
  EARLIEST_YEAR,
  MAX_EMAIL_LENGTH,
  type Cell,
} from './cells.js';
export { MAX_LENGTH } from './field-limits.js';
export {
  IMPORT_FIELDS,
  UNIQUE_FIELD,
  type FieldType,
  type ImportField,
  type ImportKind,
} from './import-fields.js';
export {
  detectColumns,
  normalizeHeader,
  unmappedRequiredFields,
  type ColumnMapping,
} from './detect-columns.js';
export {
  createRowChecker,
  problemsMessage,
  validateRows,
  MAX_AMOUNT,
  type RowVerdict,
} from './check-rows.js';
export type {
  CustomerRow,
  ImportRowOf,
  InventoryRow,
  ProductFields,
  RawRow,
  RowProblem,
  SalesRow,
  Validated,
} from './row-types.js';
export { toPlan, type Plan } from './plan.js';
export { memberDisplayName, memberDisplayNameSql, memberInitials, type NamedMember } from './member-name.js';
export type { ChartBlock, EmailDraftBlock } from './answer-blocks.js';
