import { useNavigate } from 'react-router-dom';
import { describeError } from '@aide/shared-auth';
import { Alert, App, Form, Input, Modal, Radio } from '@aide/ui-kit';
import { fieldRefusalOf } from '../../../api/platform-api';
import { organizationPath } from '../../../lib/route-paths';
import { useCreateOrganizationMutation, type NewOrganization } from '../api/organizations-api';
import { PLAN_OPTIONS } from '../lib/organization-labels';

export interface CreateOrganizationModalProps {
  open: boolean;
  onClose: () => void;
}

const NAME_MAX = 200;

/**
 * A new customer company: its name, plan and owner. The owner is invited by email and shows as pending until
 * they accept. What the API refuses (422) is said under the field it names.
 */
export function CreateOrganizationModal({ open, onClose }: CreateOrganizationModalProps) {
  const [form] = Form.useForm<NewOrganization>();
  const [create, { isLoading, error, reset }] = useCreateOrganizationMutation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refusal = fieldRefusalOf(error);

  const close = () => {
    form.resetFields();
    reset();
    onClose();
  };

  const submit = async (values: NewOrganization) => {
    try {
      const created = await create(values).unwrap();
      void message.success(`${created.name} was created. Its owner's invitation is on its way.`);
      close();
      void navigate(organizationPath(created.id));
    } catch (failure) {
      const field = fieldRefusalOf(failure);
      if (field && ['name', 'plan', 'owner_email'].includes(field.field)) {
        form.setFields([{ name: field.field as keyof NewOrganization, errors: [field.message] }]);
      }
    }
  };

  return (
    <Modal
      open={open}
      title="Create organization"
      okText="Create organization"
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form<NewOrganization>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ plan: 'outbound' }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label="Organization name"
          rules={[
            { required: true, whitespace: true, message: 'Give the organization a name.' },
            { max: NAME_MAX, message: `At most ${NAME_MAX} characters.` },
          ]}
        >
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="plan" label="Plan" rules={[{ required: true, message: 'Choose a plan.' }]}>
          <Radio.Group options={PLAN_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item
          name="owner_email"
          label="Owner's email"
          extra="The owner gets an invitation email and manages the organization's team."
          rules={[{ required: true, type: 'email', message: 'Enter the owner’s email address.' }]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Form>
      {error && !refusal && (
        <Alert type="error" showIcon title={describeError(error, 'The organization could not be created.')} />
      )}
    </Modal>
  );
}
