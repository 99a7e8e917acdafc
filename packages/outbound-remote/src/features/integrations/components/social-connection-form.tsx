import { App, Button, Form, Input, Select } from '@aide/ui-kit';
import { useAddSocialConnectionMutation } from '../api/integrations-api';
import type { SocialNetwork } from '../api/integration-types';
import { describeError } from '@aide/shared-auth';
import { SOCIAL_NETWORKS, SOCIAL_NETWORK_ORDER, validateProfileUrl } from '../lib/social-networks';

interface FormValues {
  network: SocialNetwork;
  profile_url: string;
}

const NETWORK_OPTIONS = SOCIAL_NETWORK_ORDER.map((network) => ({
  value: network,
  label: SOCIAL_NETWORKS[network].label,
}));

/** Adds a profile: network + https URL on that network's host (checked here, then by the API). */
export function SocialConnectionForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [addConnection, { isLoading }] = useAddSocialConnectionMutation();
  const network = Form.useWatch('network', form) ?? 'linkedin';

  const onFinish = async (values: FormValues) => {
    try {
      // The 201 body is not relied on: the list refetches and shows the stored handle.
      await addConnection({ network: values.network, profile_url: values.profile_url.trim() }).unwrap();
      message.success(`${SOCIAL_NETWORKS[values.network].label} profile connected`);
      form.resetFields(['profile_url']);
    } catch (error) {
      // 400 (bad URL) and 409 (already connected) carry a sentence for the user; show it on the field.
      form.setFields([
        {
          name: 'profile_url',
          errors: [describeError(error, 'The profile could not be connected. Please try again.')],
        },
      ]);
    }
  };

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ network: 'linkedin', profile_url: '' }}
      onFinish={(values) => void onFinish(values)}
      style={{ rowGap: 8 }}
    >
      <Form.Item label="Network" name="network">
        <Select
          aria-label="Network"
          options={NETWORK_OPTIONS}
          style={{ width: 140 }}
          onChange={() => form.setFields([{ name: 'profile_url', errors: [] }])}
        />
      </Form.Item>
      <Form.Item
        label="Profile URL"
        name="profile_url"
        style={{ flex: 1, minWidth: 'min(280px, 100%)' }}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const problem = validateProfileUrl(form.getFieldValue('network') as SocialNetwork, value ?? '');
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input placeholder={SOCIAL_NETWORKS[network].example} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Add profile
        </Button>
      </Form.Item>
    </Form>
  );
}
