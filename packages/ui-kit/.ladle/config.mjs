// Ladle: a story file beside every ui-kit component (src, *.stories.tsx), built by CI into dist-stories.
/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  outDir: 'dist-stories',
  addons: {
    // The product's own light/dark schemes: components.tsx passes this toggle to ThemeProvider.
    theme: { enabled: true, defaultState: 'light' },
    // axe in the story panel: ui-kit's components promise WCAG AA.
    a11y: { enabled: true },
    // Stories are shown as the product renders them, not right-to-left.
    rtl: { enabled: false },
  },
};
