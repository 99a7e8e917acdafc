import { Typography } from '@aide/ui-kit';

/** /customer-upload (placeholder until its feature lands). */
export function CustomerUploadPage() {
  return <Typography.Title level={2}>Add Customers List</Typography.Title>;
}
