import { Link, useNavigate } from 'react-router-dom';
import { Alert, App, Form, Input, Select } from '@aide/ui-kit';
import { customerPath } from '../../../lib/route-paths';
import { useGetApiConstantsQuery } from '../../../api/catalog-api';
import {
  useCreateCustomerFromTextMutation,
  type NewCustomerInput,
  type ParsedCustomerFields,
  type ParsedCustomerText,
} from '../api/customer-text-api';
import { customerSegments } from '../lib/list-customer-segments';
import { BackAndSubmitButtons } from './back-and-submit-buttons';
import { MutationErrorAlert } from './mutation-error-alert';

type ReviewValues = { [Field in keyof ParsedCustomerFields]: string | undefined };

const FIELDS: { name: keyof ParsedCustomerFields; label: string; required?: boolean }[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email', required: true },
  { name: 'phone', label: 'Phone' },
  { name: 'company', label: 'Company' },
  { name: 'job_title', label: 'Job title' },
  { name: 'city', label: 'City' },
];

export interface CreateCustomerFromTextReviewProps {
  parsed: ParsedCustomerText;
  onBack: () => void;
  onClose: () => void;
}

/** The fields read from the text, editable; required ones the text lacked are highlighted. */
export function CreateCustomerFromTextReview({ parsed, onBack, onClose }: CreateCustomerFromTextReviewProps) {
  const [form] = Form.useForm<ReviewValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const constants = useGetApiConstantsQuery();
  const [createCustomer, createState] = useCreateCustomerFromTextMutation();
  const missing = new Set(parsed.missing);
  const values = Form.useWatch([], form) as ReviewValues | undefined;
  // A required field the text lacked stays highlighted until the user fills it in.
  const stillMissing = (field: keyof ParsedCustomerFields) =>
    missing.has(field) && !(values?.[field] ?? parsed.fields[field] ?? '').trim();
  const initialValues = Object.fromEntries(
    Object.entries(parsed.fields).map(([field, value]) => [field, value ?? undefined]),
  ) as ReviewValues;

  const save = async (values: ReviewValues) => {
    const input = Object.fromEntries(
      Object.entries(values)
        .map(([field, value]) => [field, value?.trim()])
        .filter(([, value]) => value),
    ) as unknown as NewCustomerInput;
    try {
      const customer = await createCustomer(input).unwrap();
      message.success(`${customer.name} was added to your customers`);
      onClose();
      void navigate(customerPath(customer.id));
    } catch {
      // createState.error shows the server's reason (invalid email, duplicate) in the form.
    }
  };

  return (
    <Form<ReviewValues>
      form={form}
      layout="vertical"
      name="customer-from-text"
      initialValues={initialValues}
      onFinish={save}
      requiredMark="optional"
    >
      {parsed.duplicate && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              A customer with this email already exists:{' '}
              <Link to={customerPath(parsed.duplicate.id)} onClick={onClose}>
                {parsed.duplicate.name}
              </Link>
            </>
          }
        />
      )}
      {FIELDS.map(({ name, label, required }) => (
        <Form.Item
          key={name}
          name={name}
          label={label}
          extra={stillMissing(name) ? 'Not found in the text. Please fill it in.' : undefined}
          rules={[
            ...(required
              ? [{ required: true, whitespace: true, message: `Enter the ${label.toLowerCase()}.` }]
              : []),
            ...(name === 'email'
              ? [{ type: 'email' as const, message: 'Enter a valid email address.' }]
              : []),
          ]}
        >
          <Input status={stillMissing(name) ? 'warning' : undefined} />
        </Form.Item>
      ))}
      <Form.Item name="segment" label="Segment">
        <Select
          allowClear
          placeholder="No segment"
          options={customerSegments(constants.data).map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <MutationErrorAlert
        mutation={createState}
        fallback="The customer could not be saved. Please try again."
      />
      <BackAndSubmitButtons
        backLabel="Back to the text"
        onBack={onBack}
        submitLabel="Save customer"
        submitting={createState.isLoading}
      />
    </Form>
  );
}
