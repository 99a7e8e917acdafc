import { theme } from 'antd';
import { themeFor } from '../theme-provider';

type Rgb = [number, number, number];

function parse(color: string): { rgb: Rgb; alpha: number } {
  if (color.startsWith('#')) {
    const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return {
      rgb: [r ?? 0, g ?? 0, b ?? 0],
      alpha: hex.length === 8 ? parseInt(hex.slice(6, 8), 16) / 255 : 1,
    };
  }
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return { rgb: [r, g, b], alpha: a };
}

const over = (color: string, base: Rgb): Rgb => {
  const { rgb, alpha } = parse(color);
  return rgb.map((value, i) => value * alpha + (base[i] ?? 0) * (1 - alpha)) as Rgb;
};

const luminance = (rgb: Rgb) => {
  const [r = 0, g = 0, b = 0] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of a (possibly translucent) colour on a background laid over the page colour. */
function contrast(foreground: string, background: string, page: string): number {
  const bg = over(background, parse(page).rgb);
  const [a, b] = [luminance(over(foreground, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const TEXT = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorTextDisabled',
  'colorLink',
  'colorPrimaryText',
  'colorErrorText',
  'colorSuccessText',
  'colorWarningText',
] as const;
const SURFACES = ['colorBgContainer', 'colorBgLayout', 'colorBgElevated', 'colorFillAlter'] as const;
const PRESETS = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
];

describe.each(['light', 'dark'] as const)('the %s theme', (scheme) => {
  const tokens = theme.getDesignToken(themeFor(scheme, false)) as unknown as Record<string, string>;
  const token = (name: string): string => {
    const value = tokens[name];
    if (typeof value !== 'string') throw new Error(`no colour token ${name}`);
    return value;
  };
  const page = token('colorBgContainer');

  it.each(TEXT)('%s is 4.5:1 on every surface (cards, page, popups, table headers)', (name) => {
    const below = SURFACES.map((surface) => ({
      surface,
      ratio: contrast(token(name), token(surface), page),
    })).filter(({ ratio }) => ratio < 4.5);
    expect(below).toEqual([]);
  });

  it.each(['Success', 'Warning', 'Error', 'Info'])(
    'a %s tag or alert is 4.5:1 on its own background',
    (status) => {
      expect(contrast(token(`color${status}`), token(`color${status}Bg`), page)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(PRESETS)('a %s tag is 4.5:1 on its own background', (color) => {
    expect(contrast(token(`${color}7`), token(`${color}1`), page)).toBeGreaterThanOrEqual(4.5);
  });

  it('input borders are 3:1 against the surface', () => {
    expect(contrast(token('colorBorder'), token('colorBgContainer'), page)).toBeGreaterThanOrEqual(3);
  });
});
