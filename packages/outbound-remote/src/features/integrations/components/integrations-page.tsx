import { Typography } from '@aide/ui-kit';

/** /integrations (placeholder until its feature lands). */
export function IntegrationsPage() {
  return <Typography.Title level={2}>Integrations</Typography.Title>;
}
