import { App, Button, Form, Input } from '@aide/ui-kit';
import { errorText } from '../../../lib/error-text';
import { useRenameOrganizationMutation } from '../api/organization-api';

export interface OrganizationNameFormProps {
  organizationId: string;
  name: string;
}

/** Edits the organization's name; the new name shows everywhere once saved (membership refetched). */
export function OrganizationNameForm({ organizationId, name }: OrganizationNameFormProps) {
  const [rename, { isLoading }] = useRenameOrganizationMutation();
  const { message } = App.useApp();

  async function save({ name: next }: { name: string }) {
    try {
      await rename({ organizationId, name: next.trim() }).unwrap();
      message.success('Organization name updated');
    } catch (error) {
      message.error(`The organization name could not be saved. ${errorText(error)}`);
    }
  }

  return (
    <Form layout="vertical" initialValues={{ name }} onFinish={save} key={organizationId}>
      <Form.Item
        name="name"
        label="Organization name"
        rules={[
          { required: true, whitespace: true, message: 'Please enter the organization name' },
          { max: 200, message: 'The organization name can be at most 200 characters' },
        ]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save
      </Button>
    </Form>
  );
}
