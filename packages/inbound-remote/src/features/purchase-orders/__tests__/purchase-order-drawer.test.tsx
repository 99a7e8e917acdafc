import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, expectTextsIn, setupFakeNetwork } from '@aide/shared-auth/testing';
import type { PurchaseOrderDetail } from '../api/purchase-orders-api';
import { REJECT_REASON_REQUIRED } from '../components/decision-modal';
import {
  API,
  button,
  currentParams,
  detail,
  findDialog,
  findDrawer,
  findRow,
  page,
  renderTab,
  summary,
} from './purchase-order-fixtures';

const server = setupFakeNetwork();

/** The order as the fake API holds it; a decision changes it like the real one would. */
let order: PurchaseOrderDetail;
let decisions: { path: string; body: unknown }[] = [];

beforeEach(() => {
  order = detail();
  decisions = [];
  server.use(
    http.get(API, () => HttpResponse.json(page([summary(1, { customer_name: 'Acme Retail' })]))),
    http.get(`${API}/:id`, ({ params }) =>
      params.id === order.id
        ? HttpResponse.json(order)
        : apiError(404, 'not_found', 'Purchase order not found.'),
    ),
  );
});

function answerDecision(kind: 'approve' | 'reject', respond?: () => Response) {
  server.use(
    http.post(`${API}/:id/${kind}`, async ({ request }) => {
      const body = (await request.json()) as { reason?: string };
      decisions.push({ path: new URL(request.url).pathname, body });
      if (respond) return respond();
      order = {
        ...order,
        status: kind === 'approve' ? 'approved' : 'rejected',
        decided_by_label: 'Ivy Chen',
        decided_at: '2026-11-21T10:00:00Z',
        decision_reason: body.reason ?? null,
        events: [
          ...order.events,
          {
            id: 'e3',
            action: kind === 'approve' ? 'approved' : 'rejected',
            actor_label: 'Ivy Chen',
            reason: body.reason ?? null,
            details: {},
            created_at: '2026-11-21T10:00:00Z',
          },
        ],
      };
      return HttpResponse.json(order);
    }),
  );
}

async function openDrawer(): Promise<HTMLElement> {
  renderTab('?tab=purchase-orders&order=po-1');
  return findDrawer('Purchase order PO-24001');
}

describe('Purchase order drawer', () => {
  it('opens from the PO number, keeps the order in the URL and closes back to the list', async () => {
    renderTab('?tab=purchase-orders&status=pending');
    const row = await findRow('Acme Retail');

    fireEvent.click(button('PO-24001', row));
    expect(await screen.findByText('Purchase order PO-24001')).toBeInTheDocument();
    expect(Object.fromEntries(currentParams())).toEqual({
      tab: 'purchase-orders',
      status: 'pending',
      order: 'po-1',
    });

    fireEvent.click(screen.getByLabelText('Close'));
    await waitFor(() => expect(currentParams().get('order')).toBeNull());
    expect(currentParams().get('status')).toBe('pending');
  });

  it('on a phone keeps Close clear: the decisions are in the footer, not beside the title', async () => {
    const wide = window.innerWidth;
    window.innerWidth = 390;
    try {
      const drawer = await openDrawer();
      await waitFor(() => expect(within(drawer).getByText('Approve')).toBeInTheDocument());
      expect(drawer.querySelector('.ant-drawer-extra')).toBeNull();
      const footer = drawer.querySelector<HTMLElement>('.ant-drawer-footer')!;
      expect(within(footer).getByText('Approve')).toBeInTheDocument();
      expect(within(footer).getByText('Reject')).toBeInTheDocument();
    } finally {
      window.innerWidth = wide;
    }
  });

  it('shows the lines with the catalog price warning, every score reason and the audit trail', async () => {
    order = detail({
      events: [
        ...detail().events,
        {
          id: 'e3',
          action: 'auto_approved',
          actor_label: 'Auto approval rules of Ivy Chen',
          reason: 'Meets the rules',
          details: {},
          created_at: '2026-11-20T09:00:02Z',
        },
      ],
    });
    const drawer = await openDrawer();

    expect(within(drawer).getByText('Acme Retail')).toBeInTheDocument();
    expect(within(drawer).getByText('$1,250.00')).toBeInTheDocument();
    const matching = within(drawer).getByText('Cable ties 200 mm').closest('tr')!;
    expect(within(matching).queryByText(/differs/)).not.toBeInTheDocument();
    const differing = within(drawer).getByText('Cable ties 300 mm').closest('tr')!;
    expectTextsIn(differing, ['CT-002', '$15.00', '$12.50 · differs', '$750.00']);

    expect(within(drawer).getByLabelText('AI score 72')).toBeInTheDocument();
    expect(within(drawer).getByText('Known customer')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Known customer points')).toHaveTextContent('25/25');
    expect(within(drawer).getByText('Acme Retail is in your customer list.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Prices match the catalog points')).toHaveTextContent('15/30');
    expect(within(drawer).getByText('1 of 2 lines priced within 2 % of the catalog.')).toBeInTheDocument();

    const trail = within(drawer).getByLabelText('Audit trail');
    expect(within(trail).getByText('Received')).toBeInTheDocument();
    expect(within(trail).getByText(/by Sandbox ERP/)).toBeInTheDocument();
    expect(within(trail).getByText('Scored')).toBeInTheDocument();
    expect(within(trail).getByText('Auto-approved')).toBeInTheDocument();
    expect(within(trail).getByText(/by Auto approval rules of Ivy Chen/)).toBeInTheDocument();
    expect(within(trail).getByText('“Meets the rules”')).toBeInTheDocument();
  });

  it('approves with the reason given, confirms it and shows the decision', async () => {
    answerDecision('approve');
    const drawer = await openDrawer();

    fireEvent.click(button('Approve', drawer));
    const dialog = await findDialog('Approve PO-24001');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Regular customer' },
    });
    fireEvent.click(button('Approve', dialog));

    expect(await screen.findByText('PO-24001 approved.')).toBeInTheDocument();
    expect(decisions).toEqual([
      { path: '/accounting/purchase-orders/po-1/approve', body: { reason: 'Regular customer' } },
    ]);
    // The drawer refetches: the order is decided, with who and why.
    expect(await screen.findByText('“Regular customer”')).toBeInTheDocument();
    expect(within(drawer).queryByText('Approve')).not.toBeInTheDocument();
  });

  it('will not reject without a reason, and rejects with one', async () => {
    answerDecision('reject');
    const drawer = await openDrawer();

    fireEvent.click(button('Reject', drawer));
    const dialog = await findDialog('Reject PO-24001');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(button('Reject', dialog));
    expect(await within(dialog).findByText(REJECT_REASON_REQUIRED)).toBeInTheDocument();
    expect(decisions).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Prices too low' } });
    fireEvent.click(button('Reject', dialog));
    expect(await screen.findByText('PO-24001 rejected.')).toBeInTheDocument();
    expect(decisions).toEqual([
      { path: '/accounting/purchase-orders/po-1/reject', body: { reason: 'Prices too low' } },
    ]);
  });

  it("shows the API's message when someone else decided first", async () => {
    answerDecision('approve', () =>
      apiError(409, 'already_decided', 'PO-24001 was already approved by Ivy Chen.'),
    );
    const drawer = await openDrawer();

    fireEvent.click(button('Approve', drawer));
    const dialog = await findDialog('Approve PO-24001');
    fireEvent.click(button('Approve', dialog));

    expect(await screen.findByText('PO-24001 was already approved by Ivy Chen.')).toBeInTheDocument();
    expect(decisions).toHaveLength(1);
  });

  it('keeps the dialog open with the message when a decision fails for another reason', async () => {
    answerDecision('approve', () => apiError(500, 'internal', 'The database is unavailable.'));
    const drawer = await openDrawer();

    fireEvent.click(button('Approve', drawer));
    const dialog = await findDialog('Approve PO-24001');
    fireEvent.click(button('Approve', dialog));

    expect(await within(dialog).findByText('The database is unavailable.')).toBeInTheDocument();
  });

  it('says so when the order in the URL cannot be loaded', async () => {
    renderTab('?tab=purchase-orders&order=missing');
    expect(await screen.findByText('This purchase order could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Purchase order not found.')).toBeInTheDocument();
  });
});
