import { Typography } from '@aide/ui-kit';

/** /email-connection (placeholder until its feature lands). */
export function EmailConnectionPage() {
  return <Typography.Title level={2}>Email Connection</Typography.Title>;
}
