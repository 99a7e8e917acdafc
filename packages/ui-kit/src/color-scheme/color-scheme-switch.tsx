import { useId } from 'react';
import { Switch } from '../antd';
import { useColorScheme } from './color-scheme-context';

/** The "Dark mode" setting: a labelled switch, remembered in this browser. */
export function ColorSchemeSwitch() {
  const { scheme, setScheme } = useColorScheme();
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Switch id={id} checked={scheme === 'dark'} onChange={(dark) => setScheme(dark ? 'dark' : 'light')} />
      <label htmlFor={id}>Dark mode</label>
    </span>
  );
}
