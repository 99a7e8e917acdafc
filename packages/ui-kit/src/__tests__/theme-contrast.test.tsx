import { render } from '@testing-library/react';
import { COLOR_SCHEME_STORAGE_KEY, Tag, ThemeProvider } from '../index';

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

/**
 * The colours as the browser gets them: antd's CSS variables written by the ThemeProvider in that scheme
 * (computing tokens apart can differ: antd ignores an override of one palette shade, for one).
 */
function renderedTokens(scheme: 'light' | 'dark'): (name: string) => string {
  localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  const { unmount } = render(
    <ThemeProvider>
      <Tag color="green">x</Tag>
    </ThemeProvider>,
  );
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  unmount();
  document.head.innerHTML = '';
  localStorage.clear();
  const vars = new Map([...css.matchAll(/--ant-([a-z0-9-]+):([^;}]+)/g)].map((m) => [m[1], m[2]?.trim()]));
  return (name) => {
    const kebab = name.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`);
    const value = vars.get(kebab);
    if (!value) throw new Error(`no CSS variable --ant-${kebab}`);
    return value;
  };
}

describe.each(['light', 'dark'] as const)('the %s theme', (scheme) => {
  const token = renderedTokens(scheme);
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
