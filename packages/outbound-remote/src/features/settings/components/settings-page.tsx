import { Typography } from '@aide/ui-kit';

/** /settings (placeholder until its feature lands). */
export function SettingsPage() {
  return <Typography.Title level={2}>Settings</Typography.Title>;
}
