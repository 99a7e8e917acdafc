import type { ThemeConfig } from './antd';

/**
 * Preset tag colours whose text shade (7) would be under 4.5:1 on their own light background (1): a darker
 * seed for the hue (antd derives the whole palette from it; overriding a shade such as green7 is ignored).
 */
const READABLE_PRESETS_LIGHT = {
  volcano: '#d4380d',
  orange: '#d46b08',
  gold: '#b87503',
  yellow: '#8f7300',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#007c82',
};

/** The same on dark backgrounds, where the dark algorithm's geekblue and purple text are too dim. */
const READABLE_PRESETS_DARK = { geekblue: '#597ef7', purple: '#9254de' };

/**
 * Switches tall enough to tap (WCAG 2.5.8: 24 × 24 px; antd's are 22 and, small, 16), the small size too: in
 * both colour schemes.
 */
const TAPPABLE_SWITCH = {
  trackHeight: 24,
  trackMinWidth: 48,
  handleSize: 20,
  trackHeightSM: 24,
  trackMinWidthSM: 40,
  handleSizeSM: 20,
};

/** Shape and type, the same in both colour schemes. */
const BASE_TOKENS = {
  borderRadius: 8,
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  // Each page's one h1 looks as its title did as an h2, and the sections under it moved up a level too.
  fontSizeHeading1: 30,
  fontSizeHeading2: 24,
  fontSizeHeading3: 20,
  fontSizeHeading4: 16,
};

export const aideTheme: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    colorInfo: '#4f46e5',
    colorError: '#c81e1e',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    // Tags and alerts put these colours on their light backgrounds, which antd derives too dark from them.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    // antd's 0.45 and 0.25 (descriptions, table sorters, placeholders, disabled text) are 3.3:1 and 1.9:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
    colorBorder: '#8c8c8c',
    ...READABLE_PRESETS_LIGHT,
    ...BASE_TOKENS,
  },
  components: {
    Layout: { bodyBg: '#f5f6fa' },
    Switch: TAPPABLE_SWITCH,
  },
};

/**
 * The dark colour scheme, applied with antd's dark algorithm (theme-provider): its own colours, the same shape. On dark
 * backgrounds no shade of the brand indigo carries both white text (buttons) and serves as text itself
 * (links, active tabs), so the primary is a light indigo and the text on it is dark.
 */
export const aideDarkTheme: ThemeConfig = {
  token: {
    ...BASE_TOKENS,
    colorPrimary: '#818cf8',
    colorInfo: '#a5b4fc',
    colorLink: '#a5b4fc',
    colorPrimaryText: '#a5b4fc',
    colorInfoText: '#a5b4fc',
    colorSuccess: '#73d13d',
    colorWarning: '#ffc53d',
    colorError: '#ff7875',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextQuaternary: 'rgba(255, 255, 255, 0.5)',
    colorBorder: '#7a7a7a',
    ...READABLE_PRESETS_DARK,
  },
  components: {
    Layout: { bodyBg: '#0b0b0f', headerBg: '#141414', siderBg: '#141414', lightSiderBg: '#141414' },
    Button: { primaryColor: '#0b0b1f', dangerColor: '#1f0505' },
    Switch: TAPPABLE_SWITCH,
  },
};
