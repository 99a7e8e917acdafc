import type { ColorScheme } from '../color-scheme/color-scheme-storage';

/** Focus ring colours with at least 3:1 against the light and the dark backgrounds. */
const FOCUS_RING: Record<ColorScheme, string> = { light: '#4f46e5', dark: '#a5b4fc' };

/**
 * Rules every screen of the app keeps, whatever component draws it: a visible focus ring on whatever takes
 * keyboard focus (antd's own is a pale 1.6:1 halo), links in running text underlined (not told apart by
 * colour alone), the skip link shown when focused, no focusable copy of a table's header in antd's hidden
 * measuring row, and no movement for people who asked their system for less. Tap targets (WCAG 2.5.8): no
 * checkbox, radio or link standing alone (in a table cell, a list card, a card's header, a flex row, a
 * description's value, a breadcrumb) under 24 × 24 px, links of a top bar as tall as a thumb, a link in a
 * menu item answering a tap anywhere on its row (not only on its words), and on a phone (below 768 px) primary
 * buttons 44 px tall.
 *
 * Reduced motion: animations end at once (their end events still fire, which antd's motion waits for), and
 * transitions take 0 s. Not the usual 0.01 ms: every element's `transition-property` is `all`, so a 0.01 ms
 * duration made each style change a transition, and a popup measured right after being moved (antd's
 * dropdowns, placed by moving them to 0,0 and reading their box) still read its old place: the account
 * menu opened thousands of pixels below the screen for people who reduce motion (most often on iPhones).
 */
function globalCss(scheme: ColorScheme) {
  return `
:root{color-scheme:${scheme}}
html,body{background:${scheme === 'dark' ? '#0b0b0f' : '#f5f6fa'}}
:focus-visible{outline:2px solid ${FOCUS_RING[scheme]}!important;outline-offset:2px!important}
[tabindex='-1']:focus{outline:none!important}
.ant-table-measure-row>td *{visibility:hidden}
p a:not(.ant-btn),.ant-typography a:not(.ant-btn),.ant-alert a:not(.ant-btn){text-decoration:underline;text-underline-offset:2px}
.aide-skip-link{position:fixed;top:8px;left:8px;z-index:2000;padding:8px 16px;border-radius:8px;
  background:${FOCUS_RING[scheme]};color:${scheme === 'dark' ? '#0b0b1f' : '#fff'};font-weight:600;
  transform:translateY(-200%)}
.aide-skip-link:focus{transform:none}
.ant-checkbox-wrapper,.ant-radio-wrapper{min-height:24px;min-width:24px;align-items:center}
.ant-table-cell a:not(.ant-btn),.aide-card a:not(.ant-btn),.ant-card-extra a:not(.ant-btn),.ant-flex>a:not(.ant-btn),
.ant-descriptions-item-content>a,td>a:not(.ant-btn){
  display:inline-block;max-width:100%;min-width:24px;min-height:24px;line-height:24px;vertical-align:middle;
  overflow:hidden;text-overflow:ellipsis}
.ant-breadcrumb a{min-height:24px;line-height:24px;white-space:nowrap}
.aide-top-bar a:not(.ant-btn){display:inline-flex;align-items:center;min-height:44px}
.ant-dropdown-menu-item{position:relative}
.ant-dropdown-menu-title-content>a::after{content:'';position:absolute;inset:0}
@media (max-width:767.98px){.ant-btn-primary:not(.ant-btn-sm){min-height:44px}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;
  animation-iteration-count:1!important;transition-duration:0s!important;scroll-behavior:auto!important}}
`;
}

export function GlobalA11yStyles({ scheme }: { scheme: ColorScheme }) {
  return (
    <style href={`aide-global-${scheme}`} precedence="default">
      {globalCss(scheme)}
    </style>
  );
}
