/// <reference types="node" />
import { File } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expectTextsIn, setupFakeNetwork } from '@aide/shared-auth/testing';
import { defaultAutoApprovalRulesHandler } from '../../../test-support/fake-auto-approval-rules';
import type { PurchaseOrderDetail } from '../api/purchase-orders-api';
import type { IntakeEmail, IntakeResult } from '../api/purchase-order-intake-api';
import {
  API,
  button,
  detail,
  findDialog,
  findDrawer,
  page,
  renderTab,
  summary,
} from './purchase-order-fixtures';

// Files are Node's (node:buffer): the fetch under test (Node's) only takes its own Blobs into a FormData.
const server = setupFakeNetwork();
const SIGNED_URL = 'http://supabase.test/storage/v1/object/sign/purchase-orders/org/1/po.pdf?token=t';

/** An order read from a PDF whose order date was ambiguous (75 %, under the default 0.9). */
function readOrder(overrides: Partial<PurchaseOrderDetail> = {}): PurchaseOrderDetail {
  const field = (value: string | null, confidence = 0.97, reason = 'Read after the label') => ({
    value,
    confidence,
    reason,
  });
  const order = detail({ source: 'upload', po_number: 'PO-202601222', order_date: '2026-12-03' });
  return {
    ...order,
    source_document: {
      bucket: 'purchase-orders',
      path: 'org/1/po.pdf',
      name: 'classic-6.pdf',
      content_type: 'application/pdf',
      signed_url: SIGNED_URL,
    },
    extraction_confidence: 0.75,
    extraction: {
      extractor: 'rules',
      fields: {
        po_number: field('PO-202601222'),
        customer_name: field('Acme Retail'),
        order_date: field('2026-12-03', 0.75, '"12/03/2026" could be day or month first, read month first'),
        requested_delivery_date: field('2026-12-01'),
        currency: field('USD'),
        total: { value: 1250, confidence: 0.99, reason: 'Equals the sum of the lines' },
      },
      lines: order.lines.map((line) => ({ ...line, confidence: 0.98, reason: 'SKU in the catalog' })),
      needs_manual_entry: false,
      manual_entry_reason: null,
      confidence: 0.75,
    },
    ...overrides,
  };
}

let order: PurchaseOrderDetail;
let intakeEmails: IntakeEmail[];
let uploads: FormData[];
let edits: unknown[];

beforeEach(() => {
  order = readOrder();
  intakeEmails = [];
  uploads = [];
  edits = [];
  server.use(
    http.get(API, () => HttpResponse.json(page([summary(1, { customer_name: 'Acme Retail' })]))),
    http.get(`${API}/intake`, () =>
      HttpResponse.json({
        email_address: 'orders+0b7c1a2e@intake.aide.local',
        max_file_bytes: 10 * 1024 * 1024,
        max_files: 20,
        accepted: ['.pdf', '.csv', '.xlsx', '.eml', '.txt'],
        mail_catcher_url: 'http://supabase.test/mail?to=orders%2B0b7c1a2e%40intake.aide.local',
      }),
    ),
    http.get(`${API}/intake/emails`, () => HttpResponse.json({ emails: intakeEmails })),
    http.get(`${API}/:id`, () => HttpResponse.json(order)),
    defaultAutoApprovalRulesHandler(),
  );
});

function answerUpload(respond: () => Response) {
  server.use(
    http.post(`${API}/intake`, async ({ request }) => {
      uploads.push(await request.formData());
      return respond();
    }),
  );
}

async function openUpload(): Promise<HTMLElement> {
  renderTab('?tab=purchase-orders');
  fireEvent.click(await screen.findByText('Upload orders', { selector: 'button span' }));
  return findDialog('Drop purchase orders here, or click to choose files');
}

function drop(dialog: HTMLElement, files: InstanceType<typeof File>[]) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

describe('Upload orders', () => {
  it('shows the intake address, sends the dropped files and pasted text, and lists each outcome', async () => {
    const results: IntakeResult[] = [
      { file: 'po.pdf', status: 'created', order: readOrder() },
      {
        file: 'again.pdf',
        status: 'duplicate',
        matched_by: 'file_hash',
        existing_order: { id: 'po-9', po_number: 'PO-24009', status: 'pending' },
        message: 'The same file was already received (pending); nothing new was created.',
      },
      {
        file: 'scan.pdf',
        status: 'created',
        order: readOrder({
          po_number: 'NEEDS-ENTRY-AB12CD34',
          needs_manual_entry: true,
          extraction: {
            ...readOrder().extraction!,
            needs_manual_entry: true,
            manual_entry_reason: 'The PDF has no text (a scanned image)',
          },
        }),
      },
    ];
    answerUpload(() => HttpResponse.json({ results }));
    const dialog = await openUpload();
    expect(await within(dialog).findByText('orders+0b7c1a2e@intake.aide.local')).toBeInTheDocument();

    drop(dialog, [
      new File(['%PDF-1'], 'po.pdf', { type: 'application/pdf' }),
      new File(['%PDF-2'], 'again.pdf', { type: 'application/pdf' }),
    ]);
    // The picker hands files over asynchronously: wait until both are listed.
    await within(dialog).findByText('again.pdf');
    fireEvent.change(within(dialog).getByLabelText('Pasted email text'), {
      target: { value: 'PO 123: 4 x Rice @ 38,00' },
    });
    fireEvent.click(button('Upload', dialog));

    const list = await within(dialog).findByLabelText('Upload results');
    expectTextsIn(list, [
      'Created PO-202601222',
      'Duplicate of PO-24009',
      'Needs manual entry',
      'NEEDS-ENTRY-AB12CD34: The PDF has no text (a scanned image)',
    ]);
    const sent = uploads[0]!;
    expect(sent.getAll('files').map((file) => (typeof file === 'string' ? file : file.name))).toEqual([
      'po.pdf',
      'again.pdf',
    ]);
    expect(sent.get('text')).toBe('PO 123: 4 x Rice @ 38,00');
  });

  it('lists the emails received at the intake address and what became of each; Open opens the order', async () => {
    const email = (overrides: Partial<IntakeEmail>): IntakeEmail => ({
      id: 'e1',
      from_email: 'buyer@hilltop.test',
      subject: 'Order for next week',
      received_at: '2026-11-25T10:00:00.000Z',
      status: 'created',
      purchase_order_id: 'po-1',
      detail: 'Purchase order PO-202601222 received as pending.',
      ...overrides,
    });
    intakeEmails = [
      email({}),
      email({
        id: 'e2',
        subject: 'Lunch on Friday?',
        status: 'ignored',
        purchase_order_id: null,
        detail: 'No purchase order was found in it.',
      }),
    ];
    const dialog = await openUpload();
    // Locally, the mail catcher sends a test email to the address.
    expect(await within(dialog).findByRole('link', { name: 'send a test email' })).toHaveAttribute(
      'href',
      'http://supabase.test/mail?to=orders%2B0b7c1a2e%40intake.aide.local',
    );
    const list = await within(dialog).findByRole('region', { name: 'Emails received' });
    expectTextsIn(list, [
      'Order created',
      'No order found',
      'buyer@hilltop.test · No purchase order was found in it.',
    ]);
    // Only the email that made an order opens one.
    const open = within(list).getAllByText('Open');
    expect(open).toHaveLength(1);
    fireEvent.click(open[0]!);
    expect(await findDrawer('Purchase order PO-202601222')).toBeInTheDocument();
  });

  it('shows the API’s reason when it refuses the documents', async () => {
    answerUpload(() =>
      HttpResponse.json(
        {
          error: 'unsupported_file_type',
          message: 'photo.png is not a PDF, CSV, XLSX, .eml or text document. Nothing was received.',
        },
        { status: 415 },
      ),
    );
    const dialog = await openUpload();
    drop(dialog, [new File(['png'], 'photo.png', { type: 'image/png' })]);
    await within(dialog).findByText('photo.png');
    fireEvent.click(button('Upload', dialog));
    expect(
      await within(dialog).findByText(
        'photo.png is not a PDF, CSV, XLSX, .eml or text document. Nothing was received.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Reviewing an order read from a document', () => {
  it('shows the original beside the fields, flags the doubtful one and saves the correction', async () => {
    server.use(
      http.patch(`${API}/:id/extraction`, async ({ request }) => {
        const edit = (await request.json()) as { order_date: string };
        edits.push(edit);
        order = { ...order, order_date: edit.order_date };
        return HttpResponse.json(order);
      }),
    );
    renderTab('?tab=purchase-orders&order=po-1');
    const drawer = await findDrawer('Purchase order PO-202601222');
    fireEvent.click(button('Review document', drawer));
    const dialog = await findDialog('Review PO-202601222');

    expect(within(dialog).getByTitle('Original: classic-6.pdf')).toHaveAttribute('src', SIGNED_URL);
    expect(
      within(dialog).getByText(
        'Low confidence (75%): "12/03/2026" could be day or month first, read month first',
      ),
    ).toBeInTheDocument();
    // Only the doubtful field is flagged.
    expect(within(dialog).getAllByText(/^Low confidence/)).toHaveLength(1);

    fireEvent.change(within(dialog).getByLabelText('Order date'), { target: { value: '2026-03-12' } });
    fireEvent.click(button('Save corrections', dialog));

    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({
      po_number: 'PO-202601222',
      customer_name: 'Acme Retail',
      order_date: '2026-03-12',
      requested_delivery_date: '2026-12-01',
      currency: 'USD',
      lines: order.lines.map(({ sku, description, quantity, unit_price }) => ({
        sku,
        description,
        quantity,
        unit_price,
      })),
    });
    expect(await screen.findByText(/Corrections to PO-202601222 saved/)).toBeInTheDocument();
  });

  it('refuses a malformed date before sending anything', async () => {
    renderTab('?tab=purchase-orders&order=po-1');
    fireEvent.click(button('Review document', await findDrawer('Purchase order PO-202601222')));
    const dialog = await findDialog('Review PO-202601222');
    fireEvent.change(within(dialog).getByLabelText('Order date'), { target: { value: '03/12/2026' } });
    fireEvent.click(button('Save corrections', dialog));
    expect(await within(dialog).findByText('Write the order date as YYYY-MM-DD.')).toBeInTheDocument();
    expect(edits).toEqual([]);
  });
});
