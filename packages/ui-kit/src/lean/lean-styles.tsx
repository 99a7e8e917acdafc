import { useEffect, useState } from 'react';
import { readColorScheme, type ColorScheme } from '../color-scheme/color-scheme-storage';
import { aideDarkTheme, aideTheme } from '../theme';

const token = aideTheme.token ?? {};
const dark = aideDarkTheme.token ?? {};
const radius = `${token.borderRadius ?? 8}px`;

/**
 * The colours of the lean screens in each scheme, from the one theme (antd's light and dark values where the
 * theme leaves them to antd): the frame's data-scheme attribute picks one (useLeanScheme).
 */
const LIGHT = {
  text: 'rgba(0,0,0,.88)',
  secondary: '#595959',
  page: '#f5f6fa',
  frame: 'linear-gradient(160deg,#eef2ff 0%,#f5f6fa 60%)',
  card: '#fff',
  cardBorder: '#f0f0f0',
  field: '#fff',
  border: token.colorBorder ?? '#8c8c8c',
  placeholder: '#767676',
  disabled: 'rgba(0,0,0,.45)',
  icon: 'rgba(0,0,0,.55)',
  split: 'rgba(5,5,5,.06)',
  primary: token.colorPrimary ?? '#4f46e5',
  onPrimary: '#fff',
  link: token.colorPrimary ?? '#4f46e5',
  error: token.colorError ?? '#c81e1e',
  success: token.colorSuccess ?? '#237804',
  shadow: 'rgba(0,0,0,.08)',
};
const DARK: typeof LIGHT = {
  text: 'rgba(255,255,255,.85)',
  secondary: 'rgba(255,255,255,.65)',
  page: '#0b0b0f',
  frame: 'linear-gradient(160deg,#1b1d36 0%,#0b0b0f 60%)',
  card: '#141414',
  cardBorder: '#303030',
  field: '#141414',
  border: dark.colorBorder ?? '#7a7a7a',
  placeholder: 'rgba(255,255,255,.5)',
  disabled: 'rgba(255,255,255,.4)',
  icon: 'rgba(255,255,255,.65)',
  split: 'rgba(253,253,253,.12)',
  primary: dark.colorPrimary ?? '#818cf8',
  onPrimary: '#0b0b1f',
  link: dark.colorLink ?? '#a5b4fc',
  error: dark.colorError ?? '#ff7875',
  success: dark.colorSuccess ?? '#73d13d',
  shadow: 'rgba(0,0,0,.45)',
};

const variables = (colors: typeof LIGHT) =>
  Object.entries(colors)
    .map(([name, value]) => `--lean-${name}:${value}`)
    .join(';');

/**
 * The look of antd's Card, Form.Item, Input, Button, Divider and notification for the screens that must not
 * load antd (the login route on a phone network). Values come from the one theme, so both renderings match,
 * in the light and the dark scheme. Fields and buttons are tall enough to tap (24 px; Sign In 44 on phones).
 */
export const LEAN_CSS = `
.aide-lean{${variables(LIGHT)};color-scheme:light;font-family:${token.fontFamily};font-size:14px;line-height:1.5715;color:var(--lean-text);box-sizing:border-box}
.aide-lean[data-scheme=dark]{${variables(DARK)};color-scheme:dark}
.aide-lean *,.aide-lean *::before,.aide-lean *::after{box-sizing:border-box}
.aide-lean-frame{min-height:100vh;display:grid;place-items:center;padding:16px;background:var(--lean-frame)}
.aide-lean-card{width:100%;max-width:420px;padding:32px;background:var(--lean-card);border:1px solid var(--lean-cardBorder);border-radius:${radius};box-shadow:0 1px 2px rgba(0,0,0,.03),0 2px 8px rgba(0,0,0,.04)}
.aide-lean-card>header{text-align:center;margin-bottom:24px}
@media (max-width:480px){.aide-lean-frame{padding:12px}.aide-lean-card{padding:24px 16px}}
.aide-lean-title{margin:0 0 4px;font-size:32px;font-weight:600;line-height:1.25}
.aide-lean-subtitle{color:var(--lean-secondary)}
.aide-lean-row{display:flex;gap:12px}.aide-lean-row>*{flex:1;min-width:0}
.aide-lean-field{margin-bottom:24px}
.aide-lean-field label{display:inline-block;padding-bottom:8px}
.aide-lean-input{display:flex;align-items:stretch;width:100%;min-height:32px;padding:0 11px;background:var(--lean-field);border:1px solid var(--lean-border);border-radius:${radius};transition:border-color .2s,box-shadow .2s}
.aide-lean-input:hover{border-color:var(--lean-primary)}
.aide-lean-input:focus-within{border-color:var(--lean-primary);box-shadow:0 0 0 2px color-mix(in srgb,var(--lean-primary) 10%,transparent)}
.aide-lean-input input{flex:1;min-width:0;min-height:30px;padding:4px 0;border:0;outline:0;background:transparent;font:inherit;color:inherit}
.aide-lean-input input::placeholder{color:var(--lean-placeholder)}
.aide-lean-input input:disabled{cursor:not-allowed;color:var(--lean-disabled)}
.aide-lean-reveal{display:inline-flex;align-items:center;justify-content:center;min-width:24px;min-height:24px;padding:0 0 0 4px;border:0;background:none;color:var(--lean-icon);cursor:pointer}
.aide-lean-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:32px;padding:4px 15px;font:inherit;border:1px solid var(--lean-border);border-radius:${radius};background:var(--lean-field);color:var(--lean-text);cursor:pointer;transition:all .2s;touch-action:manipulation}
.aide-lean-button:hover:not(:disabled){color:var(--lean-link);border-color:var(--lean-primary)}
.aide-lean-button:focus-visible,.aide-lean-reveal:focus-visible{outline:2px solid var(--lean-primary);outline-offset:1px}
.aide-lean-button:disabled{cursor:not-allowed;opacity:.6}
.aide-lean-button.is-block{display:flex;width:100%}
.aide-lean-button.is-primary{background:var(--lean-primary);border-color:var(--lean-primary);color:var(--lean-onPrimary);box-shadow:0 2px 0 color-mix(in srgb,var(--lean-primary) 10%,transparent)}
.aide-lean-button.is-primary:hover:not(:disabled){color:var(--lean-onPrimary);filter:brightness(1.12)}
.aide-lean-button.is-link{height:auto;min-height:24px;padding:0;border:0;background:none;color:var(--lean-link)}
.aide-lean-button.is-link:hover:not(:disabled){filter:brightness(1.25)}
@media (max-width:767.98px){.aide-lean-button{min-height:32px}.aide-lean-button.is-primary{height:44px}}
.aide-lean-spinner{width:14px;height:14px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:aide-lean-spin .8s linear infinite}
@keyframes aide-lean-spin{to{transform:rotate(360deg)}}
.aide-lean-divider{display:flex;align-items:center;gap:16px;margin:24px 0;color:var(--lean-text)}
.aide-lean-divider::before,.aide-lean-divider::after{content:"";flex:1;border-top:1px solid var(--lean-split)}
.aide-lean-stack{display:flex;flex-direction:column;gap:8px}
.aide-lean-between{display:flex;justify-content:space-between;gap:8px;margin-top:12px}
.aide-lean-toasts{position:fixed;top:24px;right:24px;z-index:1010;display:flex;flex-direction:column;gap:16px;width:min(384px,calc(100vw - 48px));pointer-events:none}
.aide-lean-toast{position:relative;display:flex;gap:12px;padding:20px 24px;background:var(--lean-card);border-radius:${radius};box-shadow:0 6px 16px var(--lean-shadow),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05);pointer-events:auto}
.aide-lean-toast-icon{flex:none;width:24px;height:24px;border-radius:50%;display:grid;place-items:center;color:var(--lean-card);font-weight:700;font-size:14px}
.aide-lean-toast.is-success .aide-lean-toast-icon{background:var(--lean-success)}
.aide-lean-toast.is-error .aide-lean-toast-icon{background:var(--lean-error)}
.aide-lean-toast-title{margin:0 24px 4px 0;font-size:16px}
.aide-lean-toast-close{position:absolute;top:12px;right:12px;min-width:24px;min-height:24px;border:0;background:none;font-size:16px;line-height:1;color:var(--lean-icon);cursor:pointer}
.aide-lean-skeleton{min-height:100vh;background:var(--lean-page)}
.aide-lean-skeleton-bar{display:flex;align-items:center;height:56px;padding:0 24px;background:var(--lean-card);border-bottom:1px solid var(--lean-cardBorder);font-size:18px}
.aide-lean-skeleton-page{display:flex;flex-direction:column;gap:16px;max-width:1200px;padding:24px}
.aide-lean-skeleton-cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:16px}
.aide-lean-block{border-radius:${radius};background:linear-gradient(90deg,var(--lean-split) 25%,var(--lean-cardBorder) 37%,var(--lean-split) 63%);background-size:400% 100%;animation:aide-lean-shimmer 1.4s ease infinite}
@keyframes aide-lean-shimmer{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (max-width:767.98px){.aide-lean-skeleton-bar{padding:0 12px}.aide-lean-skeleton-page{padding:12px}}
@media (prefers-reduced-motion:reduce){.aide-lean *{animation:none!important;transition:none!important}}
`;

/** The colour scheme of a lean screen: the member's choice in this browser, else the system's (as the app's). */
export function useLeanScheme(): ColorScheme {
  const [scheme, setScheme] = useState(readColorScheme);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    const update = () => setScheme(readColorScheme());
    query?.addEventListener?.('change', update);
    return () => query?.removeEventListener?.('change', update);
  }, []);
  return scheme;
}

/** React 19 hoists and de-duplicates a <style> with href + precedence, so every lean screen can render it. */
export function LeanStyles() {
  return (
    <style href="aide-lean" precedence="default">
      {LEAN_CSS}
    </style>
  );
}
