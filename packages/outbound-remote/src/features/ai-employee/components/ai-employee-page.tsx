import { Typography } from '@aide/ui-kit';

/** /ai-employee and /create-employee (placeholder until its feature lands). */
export function AiEmployeePage() {
  return <Typography.Title level={2}>AI Employee</Typography.Title>;
}
