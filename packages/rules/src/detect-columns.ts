import type { ImportField } from './import-fields.js';

/** Target field key → index of the file column it is read from (null: not mapped). */
export type ColumnMapping = Record<string, number | null>;

/** Compares header spellings regardless of case, spacing and punctuation ("E-mail" = "email" = "EMAIL"). */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Picks a column for every field from the header row. The field's own name wins over a synonym, so
 * "Name" goes to name even when "Customer Name" also exists; each column is used at most once.
 */
export function detectColumns(headers: readonly string[], fields: readonly ImportField[]): ColumnMapping {
  const normalized = headers.map(normalizeHeader);
  const mapping: ColumnMapping = Object.fromEntries(fields.map((field) => [field.key, null]));
  const used = new Set<number>();
  const claim = (field: ImportField, spellings: readonly string[]) => {
    if (mapping[field.key] !== null) return;
    const wanted = new Set(spellings.map(normalizeHeader));
    const index = normalized.findIndex((header, i) => header !== '' && !used.has(i) && wanted.has(header));
    if (index >= 0) {
      mapping[field.key] = index;
      used.add(index);
    }
  };
  for (const field of fields) claim(field, [field.key, field.label]);
  for (const field of fields) claim(field, [field.key, field.label, ...field.synonyms]);
  return mapping;
}

/** Required fields that have no column yet; the file cannot be checked row by row until they do. */
export function unmappedRequiredFields(
  mapping: ColumnMapping,
  fields: readonly ImportField[],
): ImportField[] {
  return fields.filter((field) => field.required && (mapping[field.key] ?? null) === null);
}
