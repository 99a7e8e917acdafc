import type { ThemeConfig } from './antd';

/**
 * Preset tag colours whose antd text shade (7) is under 4.5:1 on its own light background (1): their text
 * takes a darker shade of the same hue. (red, blue, geekblue, purple and magenta already pass.)
 */
const READABLE_PRESET_TEXT = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
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
    ...READABLE_PRESET_TEXT,
    ...BASE_TOKENS,
  },
  components: {
    Layout: { bodyBg: '#f5f6fa' },
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
    geekblue7: '#85a5ff',
    purple7: '#b37feb',
  },
  components: {
    Layout: { bodyBg: '#0b0b0f', headerBg: '#141414', siderBg: '#141414', lightSiderBg: '#141414' },
    Button: { primaryColor: '#0b0b1f', dangerColor: '#1f0505' },
  },
};
