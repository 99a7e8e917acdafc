import type { ThemeConfig } from './antd';

/** The product's antd theme: one place for brand colour, radius and type scale. */
export const aideTheme: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    colorInfo: '#4f46e5',
    colorError: '#dc2626',
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { bodyBg: '#f5f6fa' },
  },
};
