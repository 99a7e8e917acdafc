import { useState } from 'react';
import { getSupabase, useSignOut } from '@aide/shared-auth';
import { App, Button, Card, ConfirmDangerButton, Flex, Typography } from '@aide/ui-kit';

/** Ending the account's sessions: the other devices only (scope others), or every one (scope global). */
export function SessionsSection() {
  const { message, notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { signOut: signOutEverywhere, busy: endingAll } = useSignOut('global');

  async function signOutOthers() {
    setBusy(true);
    const { error } = await getSupabase().auth.signOut({ scope: 'others' });
    setBusy(false);
    if (error) {
      notification.error({ title: 'Error signing out', description: error.message || 'Please try again' });
      return;
    }
    message.success('Your other devices are signed out. This one stays signed in.');
  }

  return (
    <Card title="Sessions">
      <Flex vertical gap={16}>
        <div>
          <Typography.Paragraph>
            Signs out every other browser and device where you are signed in; this one stays signed in. Use it
            if you signed in on a computer you no longer use.
          </Typography.Paragraph>
          <Button onClick={signOutOthers} loading={busy}>
            Sign out other devices
          </Button>
        </div>
        <div>
          <Typography.Paragraph>
            Signs you out on every device and browser, including this one.
          </Typography.Paragraph>
          <ConfirmDangerButton
            label="Sign out everywhere"
            title="Sign out everywhere?"
            description="You will need to sign in again on every device."
            onConfirm={signOutEverywhere}
            loading={endingAll}
          />
        </div>
      </Flex>
    </Card>
  );
}
