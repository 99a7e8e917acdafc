// Kept apart from read-file.ts so the page can check a file without loading the CSV/.xlsx parsers.
import { IMPORT_LIMITS } from './import-kinds';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** Checks type and size before anything is read; returns the message to show, or null when acceptable. */
export function checkFile(fileName: string, size: number): string | null {
  const extension = extensionOf(fileName);
  if (!(IMPORT_LIMITS.acceptedExtensions as readonly string[]).includes(extension)) {
    return `"${fileName}" is not a .csv or .xlsx file. Save the spreadsheet as CSV or Excel Workbook (.xlsx) and try again.`;
  }
  if (size > IMPORT_LIMITS.maxFileBytes) {
    return `"${fileName}" is ${(size / 1024 / 1024).toFixed(1)} MB; files can be at most 50 MB. Split it into smaller files.`;
  }
  if (size === 0) return `"${fileName}" is empty.`;
  return null;
}
