export { useColorScheme, type ColorSchemeState } from './color-scheme-context';
export { ColorSchemeSwitch } from './color-scheme-switch';
export { COLOR_SCHEME_STORAGE_KEY, type ColorScheme } from './color-scheme-storage';
