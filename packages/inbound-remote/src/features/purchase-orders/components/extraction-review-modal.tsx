import {
  Alert,
  App,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Space,
  Typography,
} from '@aide/ui-kit';
import { useGetAutoApprovalRulesQuery } from '../../auto-approval-rules';
import {
  useEditPurchaseOrderExtractionMutation,
  type ExtractionEdit,
} from '../api/purchase-order-intake-api';
import type { PurchaseOrderDetail } from '../api/purchase-orders-api';
import { describeError } from '@aide/shared-auth';
import { OriginalDocument } from './original-document';

/** The rules' default when the member never saved theirs (docs/inbound-api.md "Score and auto approval"). */
const DEFAULT_CONFIDENCE_THRESHOLD = 0.9;

type HeaderField = 'po_number' | 'customer_name' | 'order_date' | 'requested_delivery_date' | 'currency';
const HEADER_FIELDS: { name: HeaderField; label: string; required: boolean; placeholder?: string }[] = [
  { name: 'po_number', label: 'PO number', required: true },
  { name: 'customer_name', label: 'Customer', required: true },
  { name: 'order_date', label: 'Order date', required: true, placeholder: 'YYYY-MM-DD' },
  {
    name: 'requested_delivery_date',
    label: 'Requested delivery',
    required: false,
    placeholder: 'YYYY-MM-DD',
  },
  { name: 'currency', label: 'Currency', required: true, placeholder: 'USD' },
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface ReviewForm extends Record<HeaderField, string> {
  lines: { sku: string; description: string; quantity: number; unit_price: number }[];
}

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** The form starts from the order; a field a document needing manual entry lacked starts empty, not a placeholder. */
function initialValues(order: PurchaseOrderDetail): ReviewForm {
  const fields = order.extraction?.fields;
  const value = (name: HeaderField) =>
    order.needs_manual_entry && fields && fields[name].value === null ? '' : (order[name] ?? '');
  return {
    po_number: value('po_number'),
    customer_name: value('customer_name'),
    order_date: value('order_date'),
    requested_delivery_date: value('requested_delivery_date'),
    currency: value('currency'),
    lines: order.lines.map(({ sku, description, quantity, unit_price }) => ({
      sku,
      description,
      quantity,
      unit_price,
    })),
  };
}

export interface ExtractionReviewModalProps {
  order: PurchaseOrderDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * The original beside what was read from it. Fields under the member's confidence threshold are flagged with
 * the reason; saving sends every field and line (the reviewer vouches for what they saw) and the order stays
 * pending for its decision.
 */
export function ExtractionReviewModal({ order, open, onClose }: ExtractionReviewModalProps) {
  const [form] = Form.useForm<ReviewForm>();
  const [save, saving] = useEditPurchaseOrderExtractionMutation();
  const rules = useGetAutoApprovalRulesQuery(undefined, { skip: !open });
  const { message } = App.useApp();
  const threshold = rules.data?.rules.confidence_threshold ?? DEFAULT_CONFIDENCE_THRESHOLD;
  const extraction = order.extraction;
  if (!extraction) return null;

  // The reason goes under the field as `extra`, so a validation error can still show as `help`.
  const doubt = (confidence: number, reason: string) =>
    confidence < threshold ? `Low confidence (${percent(confidence)}): ${reason}` : null;

  const submit = async (values: ReviewForm) => {
    const edit: ExtractionEdit = {
      po_number: values.po_number.trim(),
      customer_name: values.customer_name.trim(),
      order_date: values.order_date.trim(),
      requested_delivery_date: values.requested_delivery_date?.trim() || null,
      currency: values.currency.trim().toUpperCase(),
      lines: values.lines.map((line) => ({
        sku: line.sku.trim(),
        description: line.description?.trim() ?? '',
        quantity: line.quantity,
        unit_price: line.unit_price,
      })),
    };
    try {
      const saved = await save({ id: order.id, edit }).unwrap();
      message.success(`Corrections to ${saved.po_number} saved; it waits in the inbox for a decision.`);
      onClose();
    } catch (error) {
      message.error(describeError(error, 'The corrections could not be saved. Please try again.'));
    }
  };

  return (
    <Modal
      open={open}
      title={`Review ${order.po_number}`}
      okText="Save corrections"
      confirmLoading={saving.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={1200}
      destroyOnHidden
    >
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <OriginalDocument document={order.source_document} />
        </Col>
        <Col xs={24} lg={12}>
          {extraction.needs_manual_entry && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="Needs manual entry"
              description={extraction.manual_entry_reason ?? 'Enter the order from the original.'}
            />
          )}
          <Form<ReviewForm>
            form={form}
            layout="vertical"
            initialValues={initialValues(order)}
            onFinish={submit}
            clearOnDestroy
          >
            {HEADER_FIELDS.map(({ name, label, required, placeholder }) => {
              const why = doubt(extraction.fields[name].confidence, extraction.fields[name].reason);
              return (
                <Form.Item
                  key={name}
                  name={name}
                  label={label}
                  extra={why && <Typography.Text type="warning">{why}</Typography.Text>}
                  rules={[
                    ...(required
                      ? [{ required: true, whitespace: true, message: `Enter the ${label.toLowerCase()}.` }]
                      : []),
                    ...(placeholder === 'YYYY-MM-DD'
                      ? [{ pattern: DATE, message: `Write the ${label.toLowerCase()} as YYYY-MM-DD.` }]
                      : []),
                    ...(name === 'currency'
                      ? [{ pattern: /^[A-Za-z]{3}$/, message: 'Use a three-letter currency code, e.g. EUR.' }]
                      : []),
                  ]}
                >
                  <Input placeholder={placeholder} status={why ? 'warning' : undefined} />
                </Form.Item>
              );
            })}
            <Typography.Title level={5}>Lines</Typography.Title>
            <Form.List
              name="lines"
              rules={[
                {
                  validator: (_, lines: unknown[]) =>
                    lines?.length ? Promise.resolve() : Promise.reject(new Error('Add at least one line.')),
                },
              ]}
            >
              {(lines, { add, remove }, { errors }) => (
                <>
                  {lines.map(({ key, name }, index) => {
                    const read = extraction.lines[index];
                    const flagged = read && read.confidence < threshold;
                    return (
                      <div key={key} style={{ marginBottom: 8 }}>
                        <Space align="start" wrap>
                          <Form.Item
                            name={[name, 'sku']}
                            rules={[{ required: true, whitespace: true, message: 'Enter the SKU.' }]}
                            validateStatus={flagged ? 'warning' : undefined}
                          >
                            <Input
                              aria-label={`Line ${index + 1} SKU`}
                              placeholder="SKU"
                              style={{ width: 120 }}
                            />
                          </Form.Item>
                          <Form.Item name={[name, 'description']}>
                            <Input aria-label={`Line ${index + 1} description`} placeholder="Description" />
                          </Form.Item>
                          <Form.Item
                            name={[name, 'quantity']}
                            rules={[{ required: true, message: 'Quantity?' }]}
                          >
                            <InputNumber
                              aria-label={`Line ${index + 1} quantity`}
                              min={0.01}
                              placeholder="Qty"
                            />
                          </Form.Item>
                          <Form.Item
                            name={[name, 'unit_price']}
                            rules={[{ required: true, message: 'Price?' }]}
                          >
                            <InputNumber
                              aria-label={`Line ${index + 1} unit price`}
                              min={0}
                              placeholder="Price"
                            />
                          </Form.Item>
                          <Button aria-label={`Remove line ${index + 1}`} onClick={() => remove(name)}>
                            Remove
                          </Button>
                        </Space>
                        {flagged && (
                          <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
                            Low confidence ({percent(read.confidence)}): {read.reason}
                          </Typography.Text>
                        )}
                      </div>
                    );
                  })}
                  <Button onClick={() => add({ sku: '', description: '', quantity: 1, unit_price: 0 })}>
                    Add line
                  </Button>
                  <Form.ErrorList errors={errors} />
                </>
              )}
            </Form.List>
          </Form>
        </Col>
      </Row>
    </Modal>
  );
}
