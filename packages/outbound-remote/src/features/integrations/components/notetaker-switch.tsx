import { useCurrentMembership, describeError } from '@aide/shared-auth';
import { App, Flex, Skeleton, Switch, Typography } from '@aide/ui-kit';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useGetNotetakerQuery, useSetNotetakerMutation } from '../api/integrations-api';

/** The organization's meeting notetaker setting (aide_transactions_config.has_notetaker). */
export function NotetakerSwitch() {
  const { message } = App.useApp();
  const membership = useCurrentMembership();
  const organizationId = membership.data?.organization.id;
  const notetaker = useGetNotetakerQuery(organizationId ?? '', { skip: !organizationId });
  const [setNotetaker, { isLoading: saving }] = useSetNotetakerMutation();

  if (membership.error) {
    return <QueryErrorAlert query={membership} fallback="Your organization could not be loaded." />;
  }
  if (notetaker.error) {
    return <QueryErrorAlert query={notetaker} fallback="The notetaker setting could not be loaded." />;
  }
  if (!organizationId || notetaker.data === undefined) return <Skeleton.Input active />;

  const onChange = async (enabled: boolean) => {
    try {
      await setNotetaker({ organizationId, enabled }).unwrap();
      message.success(`Meeting notetaker turned ${enabled ? 'on' : 'off'}`);
    } catch (error) {
      message.error(describeError(error, 'The notetaker setting could not be saved. Please try again.'));
    }
  };

  return (
    <Flex align="center" gap={12}>
      <Switch
        id="meeting-notetaker"
        checked={notetaker.data}
        loading={saving}
        onChange={(enabled) => void onChange(enabled)}
      />
      <label htmlFor="meeting-notetaker">Meeting notetaker</label>
      <Typography.Text type="secondary">
        Joins your sales meetings and writes notes to the customer.
      </Typography.Text>
    </Flex>
  );
}
