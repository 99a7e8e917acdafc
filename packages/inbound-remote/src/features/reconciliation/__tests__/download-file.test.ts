import { fallbackExportName, fileNameFromDisposition } from '../lib/download-file';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="reconciliation-2026-11-21.csv"', 'reconciliation-2026-11-21.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv', 'résumé.csv'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it.each([null, '', 'attachment', 'attachment; filename=""'])('names nothing for %p', (header) => {
    expect(fileNameFromDisposition(header)).toBeNull();
  });
});

describe('fallbackExportName', () => {
  it('uses the local calendar day', () => {
    expect(fallbackExportName(new Date(2026, 0, 5, 23, 30))).toBe('reconciliation-2026-01-05.csv');
  });
});
