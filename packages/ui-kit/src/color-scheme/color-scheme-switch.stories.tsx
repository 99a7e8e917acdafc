import type { Story, StoryDefault } from '@ladle/react';
import { Card, Typography } from '../antd';
import { ColorSchemeSwitch } from './color-scheme-switch';

export default { title: 'Theme / ColorSchemeSwitch' } satisfies StoryDefault;

/** Flips the whole page (the stories' ThemeProvider) between light and dark, remembered in this browser. */
export const Default: Story = () => <ColorSchemeSwitch />;

/** As on the profile page's Appearance card. */
export const InSettings: Story = () => (
  <Card title="Appearance" style={{ maxWidth: 420 }}>
    <Typography.Paragraph type="secondary">Choose how Aide looks on this device.</Typography.Paragraph>
    <ColorSchemeSwitch />
  </Card>
);
