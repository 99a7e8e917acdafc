import { createContext, useContext } from 'react';
import type { ColorScheme } from './color-scheme-storage';

export interface ColorSchemeState {
  scheme: ColorScheme;
  setScheme: (scheme: ColorScheme) => void;
}

export const ColorSchemeContext = createContext<ColorSchemeState | null>(null);

/** The light/dark setting of the enclosing ThemeProvider, and a way to change (and remember) it. */
export function useColorScheme(): ColorSchemeState {
  const state = useContext(ColorSchemeContext);
  if (!state) throw new Error('useColorScheme must be used inside a ThemeProvider');
  return state;
}
