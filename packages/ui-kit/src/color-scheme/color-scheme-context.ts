import { requiredContext } from '../required-context';
import type { ColorScheme } from './color-scheme-storage';

export interface ColorSchemeState {
  scheme: ColorScheme;
  setScheme: (scheme: ColorScheme) => void;
}

/** useColorScheme: the light/dark setting of the enclosing ThemeProvider, and a way to change (and remember) it. */
export const [ColorSchemeContext, useColorScheme] = requiredContext<ColorSchemeState>(
  'useColorScheme',
  'ThemeProvider',
);
