import type { ImportField } from './import-kinds';

/** Target field key → index of the file column it is read from (null: not mapped). */
export type ColumnMapping = Record<string, number | null>;

/** Compares header spellings regardless of case, spacing and punctuation ("E-mail" = "email" = "EMAIL"). */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function spellings(field: ImportField): Set<string> {
  return new Set([field.key, field.label, ...field.synonyms].map(normalizeHeader));
}

/**
 * Picks a column for every field from the header row. The field's own name wins over a synonym, so
 * "Name" goes to name even when "Customer Name" also exists; each column is used at most once.
 */
export function detectColumns(headers: string[], fields: ImportField[]): ColumnMapping {
  const normalized = headers.map(normalizeHeader);
  const mapping: ColumnMapping = Object.fromEntries(fields.map((field) => [field.key, null]));
  const used = new Set<number>();
  const claim = (field: ImportField, matches: (header: string) => boolean) => {
    if (mapping[field.key] !== null) return;
    const index = normalized.findIndex((header, i) => header !== '' && !used.has(i) && matches(header));
    if (index >= 0) {
      mapping[field.key] = index;
      used.add(index);
    }
  };
  for (const field of fields) {
    const own = new Set([field.key, field.label].map(normalizeHeader));
    claim(field, (header) => own.has(header));
  }
  for (const field of fields) {
    const all = spellings(field);
    claim(field, (header) => all.has(header));
  }
  return mapping;
}

/** Required fields that have no column yet; the file cannot be checked row by row until they do. */
export function unmappedRequiredFields(mapping: ColumnMapping, fields: ImportField[]): ImportField[] {
  return fields.filter((field) => field.required && (mapping[field.key] ?? null) === null);
}
