import { Typography } from '@aide/ui-kit';

/** /social-connection (placeholder until its feature lands). */
export function SocialConnectionPage() {
  return <Typography.Title level={2}>Social Connections</Typography.Title>;
}
