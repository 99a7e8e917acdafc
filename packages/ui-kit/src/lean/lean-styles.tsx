import { aideTheme } from '../theme';

const token = aideTheme.token ?? {};
const primary = token.colorPrimary ?? '#4f46e5';
const error = token.colorError ?? '#dc2626';
const radius = `${token.borderRadius ?? 8}px`;

/**
 * The look of antd's Card, Form.Item, Input, Button, Divider and notification for the screens that must not
 * load antd (the login route on a phone network). Values come from the one theme, so both renderings match.
 */
export const LEAN_CSS = `
.aide-lean{font-family:${token.fontFamily};font-size:14px;line-height:1.5715;color:rgba(0,0,0,.88);box-sizing:border-box}
.aide-lean *,.aide-lean *::before,.aide-lean *::after{box-sizing:border-box}
.aide-lean-frame{min-height:100vh;display:grid;place-items:center;padding:16px;background:linear-gradient(160deg,#eef2ff 0%,#f5f6fa 60%)}
.aide-lean-card{width:100%;max-width:420px;padding:32px;background:#fff;border:1px solid #f0f0f0;border-radius:${radius};box-shadow:0 1px 2px rgba(0,0,0,.03),0 2px 8px rgba(0,0,0,.04)}
.aide-lean-card>header{text-align:center;margin-bottom:24px}
.aide-lean-title{margin:0 0 4px;font-size:32px;font-weight:600;line-height:1.25}
.aide-lean-subtitle{color:#595959}
.aide-lean-row{display:flex;gap:12px}.aide-lean-row>*{flex:1;min-width:0}
.aide-lean-field{margin-bottom:24px}
.aide-lean-field label{display:inline-block;padding-bottom:8px}
.aide-lean-input{display:flex;align-items:center;width:100%;min-height:32px;padding:4px 11px;background:#fff;border:1px solid #d9d9d9;border-radius:${radius};transition:border-color .2s,box-shadow .2s}
.aide-lean-input:hover{border-color:${primary}}
.aide-lean-input:focus-within{border-color:${primary};box-shadow:0 0 0 2px ${primary}1a}
.aide-lean-input input{flex:1;min-width:0;padding:0;border:0;outline:0;background:transparent;font:inherit;color:inherit}
.aide-lean-input input::placeholder{color:#767676}
.aide-lean-input input:disabled{cursor:not-allowed;color:rgba(0,0,0,.45)}
.aide-lean-reveal{display:inline-flex;align-items:center;justify-content:center;min-width:24px;min-height:24px;padding:0 0 0 4px;border:0;background:none;color:rgba(0,0,0,.55);cursor:pointer}
.aide-lean-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:32px;padding:4px 15px;font:inherit;border:1px solid #d9d9d9;border-radius:${radius};background:#fff;color:rgba(0,0,0,.88);cursor:pointer;transition:all .2s;touch-action:manipulation}
.aide-lean-button:hover:not(:disabled){color:${primary};border-color:${primary}}
.aide-lean-button:focus-visible,.aide-lean-reveal:focus-visible{outline:2px solid ${primary};outline-offset:1px}
.aide-lean-button:disabled{cursor:not-allowed;opacity:.6}
.aide-lean-button.is-block{display:flex;width:100%}
.aide-lean-button.is-primary{background:${primary};border-color:${primary};color:#fff;box-shadow:0 2px 0 ${primary}1a}
.aide-lean-button.is-primary:hover:not(:disabled){color:#fff;filter:brightness(1.12)}
.aide-lean-button.is-link{height:auto;padding:0;border:0;background:none;color:${primary}}
.aide-lean-button.is-link:hover:not(:disabled){filter:brightness(1.25)}
.aide-lean-spinner{width:14px;height:14px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:aide-lean-spin .8s linear infinite}
@keyframes aide-lean-spin{to{transform:rotate(360deg)}}
.aide-lean-divider{display:flex;align-items:center;gap:16px;margin:24px 0;color:rgba(0,0,0,.88)}
.aide-lean-divider::before,.aide-lean-divider::after{content:"";flex:1;border-top:1px solid rgba(5,5,5,.06)}
.aide-lean-stack{display:flex;flex-direction:column;gap:8px}
.aide-lean-between{display:flex;justify-content:space-between;gap:8px;margin-top:12px}
.aide-lean-toasts{position:fixed;top:24px;right:24px;z-index:1010;display:flex;flex-direction:column;gap:16px;width:min(384px,calc(100vw - 48px));pointer-events:none}
.aide-lean-toast{position:relative;display:flex;gap:12px;padding:20px 24px;background:#fff;border-radius:${radius};box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05);pointer-events:auto}
.aide-lean-toast-icon{flex:none;width:24px;height:24px;border-radius:50%;display:grid;place-items:center;color:#fff;font-weight:700;font-size:14px}
.aide-lean-toast.is-success .aide-lean-toast-icon{background:#237804}
.aide-lean-toast.is-error .aide-lean-toast-icon{background:${error}}
.aide-lean-toast-title{margin:0 24px 4px 0;font-size:16px}
.aide-lean-toast-close{position:absolute;top:16px;right:16px;border:0;background:none;font-size:16px;line-height:1;color:rgba(0,0,0,.55);cursor:pointer}
@media (prefers-reduced-motion:reduce){.aide-lean *{animation:none!important;transition:none!important}}
`;

/** React 19 hoists and de-duplicates a <style> with href + precedence, so every lean screen can render it. */
export function LeanStyles() {
  return (
    <style href="aide-lean" precedence="default">
      {LEAN_CSS}
    </style>
  );
}
