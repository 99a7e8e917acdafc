import { describeError } from '@aide/shared-auth';
import { App, Flex, Switch, Typography } from '@aide/ui-kit';
import { useSetMfaRequiredMutation } from '../api/team-api';

/** Owners and admins require two-step verification of every member (the API then refuses aal1 tokens). */
export function MfaRequirementSwitch({ required }: { required: boolean }) {
  const { message } = App.useApp();
  const [setRequired, { isLoading }] = useSetMfaRequiredMutation();

  async function change(next: boolean) {
    try {
      await setRequired(next).unwrap();
      message.success(
        next
          ? 'Two-step verification is now required. Members without it are asked to set it up.'
          : 'Two-step verification is no longer required.',
      );
    } catch (error) {
      message.error(describeError(error, 'The setting could not be changed.'));
    }
  }

  return (
    <Flex gap={12} align="center" wrap="wrap">
      <Switch
        id="require-mfa"
        checked={required}
        loading={isLoading}
        onChange={change}
        aria-describedby="require-mfa-help"
      />
      <label htmlFor="require-mfa">Require two-step verification for every member</label>
      <Typography.Text id="require-mfa-help" type="secondary">
        Members sign in with a code from an authenticator app; those without one are led to set it up.
      </Typography.Text>
    </Flex>
  );
}
