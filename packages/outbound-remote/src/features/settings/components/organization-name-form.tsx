import { App, Button, Form, Input } from '@aide/ui-kit';
import { errorText } from '../../../lib/error-text';
import { requiredTextRules } from '../../../lib/required-text-rules';
import { useRenameOrganizationMutation } from '../api/organization-api';

const NAME_RULES = requiredTextRules(200, {
  missing: 'Please enter the organization name',
  tooLong: 'The organization name can be at most 200 characters',
});

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
      <Form.Item name="name" label="Organization name" rules={NAME_RULES}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save
      </Button>
    </Form>
  );
}
