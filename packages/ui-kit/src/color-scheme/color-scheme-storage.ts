export type ColorScheme = 'light' | 'dark';

/** Where the member's choice is remembered (this browser, every tab and visit). */
export const COLOR_SCHEME_STORAGE_KEY = 'aide:color-scheme';

/** The remembered choice, else the system's preference, else light. */
export function readColorScheme(): ColorScheme {
  try {
    const saved = localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // Storage can be unavailable (privacy modes); the system preference still applies.
  }
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function writeColorScheme(scheme: ColorScheme): void {
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Not remembered, but the page still switches.
  }
}
