/** `attachment; filename="x.csv"` (or RFC 5987 `filename*=UTF-8''x.csv`) → `x.csv`; null when it names none. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding falls through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** `reconciliation-2026-11-21.csv` for today in the viewer's calendar. */
export function fallbackExportName(today = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `reconciliation-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
}

/** Saves a blob as a file through a temporary object URL and `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task so the browser has started the download first.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
