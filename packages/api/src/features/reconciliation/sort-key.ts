/**
 * A text's place in the reconciliation's sort, as a string compared code unit by code unit, so PostgreSQL
 * (`collate "C"`, over the kept order facts) and this process (CSV export) order the same way whatever the
 * database's collation: case and accents ignored, numbers by value (PO-9 before PO-10), punctuation and
 * spaces before digits before letters.
 */
export function sortKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+|[^\p{L}\p{N}]/gu, (part) => {
      if (!/^\d/.test(part)) return `\u0001${part}`;
      // Digits: length first, then value, so 9 (1 digit) sorts before 10 (2 digits); leading zeros dropped.
      const digits = part.replace(/^0+(?=\d)/, '');
      return `\u0002${String.fromCharCode(0x21 + Math.min(digits.length, 90))}${digits}`;
    });
}
