import { Typography } from '@aide/ui-kit';

/** /profile (placeholder until its feature lands). */
export function ProfilePage() {
  return <Typography.Title level={2}>My Profile</Typography.Title>;
}
