import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, expectTextsIn } from '@aide/shared-auth/testing';
import type { OutreachEmail } from '../api/outreach-api';
import {
  API,
  CUSTOMER_ID,
  DETAIL,
  OFFER_RECOMMENDATION,
  recommendation,
  renderCustomerPage,
  setupCustomerPageNetwork,
} from './customer-page-fixtures';

const server = setupCustomerPageNetwork();

const RECOMMENDATIONS = [
  recommendation(),
  recommendation({
    product_id: 'p1',
    sku: 'CHAI-12',
    name: 'Chai Tea, 12 boxes',
    price: 180,
    offer: { id: 'o1', title: 'Tea week', discount_percent: 15 },
    offer_price: 153,
    suggested_quantity: 3,
    reasons: [
      { kind: 'reorder', text: 'Reorders every 30 days, last 34 days ago' },
      { kind: 'co_purchase', text: 'Customers who buy Organic Pesto, 18 pack also buy Chai Tea, 12 boxes' },
    ],
  }),
];

function useRecommendations() {
  server.use(
    http.get(`${API}/products/recommend`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('customer_id')).toBe(CUSTOMER_ID);
      return HttpResponse.json({ items: RECOMMENDATIONS, citations: [] });
    }),
    http.get(`${API}/offer_recommendations`, () => HttpResponse.json({ items: [OFFER_RECOMMENDATION] })),
  );
}

function row(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'strong, strong *' }).closest('tr') as HTMLElement;
}

/** A text query: role queries over the whole page are slow in jsdom. */
function emailButton(text: string | RegExp = /^Email these items/): HTMLElement {
  return screen.getByText(text).closest('button') as HTMLElement;
}

describe('CustomerPage recommendations and email', () => {
  it('lists recommended products with price, offer price, stock, quantity and reasons, and the fitting offers', async () => {
    useRecommendations();
    renderCustomerPage();

    await screen.findByText('Reorders every 30 days, last 34 days ago');
    const chai = row('Chai Tea, 12 boxes');
    expectTextsIn(chai, [
      '$180.00',
      '$153.00',
      '−15% Tea week',
      'Customers who buy Organic Pesto, 18 pack also buy Chai Tea, 12 boxes',
    ]);
    const pesto = row('Organic Pesto, 18 pack');
    expect(within(pesto).getByText('$48.00')).toBeInTheDocument();
    expect(within(pesto).getByText('120')).toBeInTheDocument();

    expect(screen.getByText('Green Valley week')).toBeInTheDocument();
    expect(screen.getByText('Until Nov 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('Buys Green Valley every month')).toBeInTheDocument();
    expect(emailButton()).toBeDisabled();
  });

  it('drafts an email of the ticked items, sends it as edited and lists it under sent emails', async () => {
    useRecommendations();
    const bodies: Record<string, unknown>[] = [];
    let sent: OutreachEmail[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${API}/send-preselected-items-email`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.mode === 'send') keys.push(request.headers.get('idempotency-key'));
        if (body.mode === 'draft') {
          return HttpResponse.json({
            to: 'maria@alfreds.test',
            subject: 'Chai Tea for Alfreds',
            body: 'Hi Maria,\nChai Tea is on offer.',
          });
        }
        sent = [
          {
            id: 'e1',
            kind: 'preselected_items',
            to_email: 'maria@alfreds.test',
            subject: String(body.subject),
            sent_via: 'outbox',
            status: 'sent',
            last_error: null,
            queued_at: '2026-11-21T10:00:00Z',
            sent_at: '2026-11-21T10:00:02Z',
          },
          {
            id: 'e0',
            kind: 'preselected_items',
            to_email: 'maria@alfreds.test',
            subject: 'An older offer',
            sent_via: 'mailbox',
            status: 'failed',
            last_error: 'The mailbox provider refused the email: Rate limit exceeded.',
            queued_at: '2026-11-20T10:00:00Z',
            sent_at: null,
          },
        ];
        return HttpResponse.json(
          {
            id: 'e1',
            to: 'maria@alfreds.test',
            subject: body.subject,
            sent_via: 'outbox',
            status: 'queued',
            queued_at: '2026-11-21T10:00:00Z',
            sent_at: null,
          },
          { status: 202 },
        );
      }),
      http.get(`${API}/outreach_emails`, () => HttpResponse.json({ items: sent })),
    );
    renderCustomerPage();
    await screen.findByText('Reorders every 30 days, last 34 days ago');

    fireEvent.click(within(row('Chai Tea, 12 boxes')).getByRole('checkbox'));
    fireEvent.click(emailButton('Email these items (1)'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('To')).toHaveValue('maria@alfreds.test');
    expect(within(dialog).getByLabelText('To')).toHaveAttribute('readonly');
    expect(bodies[0]).toEqual({
      mode: 'draft',
      customer_id: CUSTOMER_ID,
      items: [{ product_id: 'p1', quantity: 3 }],
    });

    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Your chai, 15% off' } });
    fireEvent.change(within(dialog).getByLabelText('Body'), {
      target: { value: 'Hi Maria,\nEdited by Sam.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('Sending the email to maria@alfreds.test (to the local outbox)'),
    ).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      mode: 'send',
      customer_id: CUSTOMER_ID,
      items: [{ product_id: 'p1', quantity: 3 }],
      subject: 'Your chai, 15% off',
      body: 'Hi Maria,\nEdited by Sam.',
    });
    const sentList = await screen.findByLabelText('Sent emails');
    expect(await within(sentList).findByText('Your chai, 15% off')).toBeInTheDocument();
    expect(within(sentList).getByText('Local outbox')).toBeInTheDocument();
    expect(within(sentList).getByText('Sent')).toBeInTheDocument();
    // A failed email says so, with the provider's reason.
    expect(within(sentList).getByText('Failed')).toBeInTheDocument();
    expect(
      within(sentList).getByText(/not sent: The mailbox provider refused the email: Rate limit exceeded\./),
    ).toBeInTheDocument();
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('shows a refused send in the modal and keeps the edited draft; a failed draft can be retried', async () => {
    useRecommendations();
    let drafts = 0;
    server.use(
      http.post(`${API}/send-preselected-items-email`, async ({ request }) => {
        const body = (await request.json()) as { mode: string };
        if (body.mode === 'draft') {
          drafts += 1;
          return drafts === 1
            ? apiError(502, 'bad_gateway', 'The assistant is busy.')
            : HttpResponse.json({ to: 'maria@alfreds.test', subject: 'Offer', body: 'Hi' });
        }
        return apiError(400, 'bad_request', 'This customer has no email address.');
      }),
    );
    renderCustomerPage();
    await screen.findByText('Reorders every 30 days, last 34 days ago');

    fireEvent.click(within(row('Organic Pesto, 18 pack')).getByRole('checkbox'));
    fireEvent.click(emailButton('Email these items (1)'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The assistant is busy.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));

    fireEvent.change(await within(dialog).findByLabelText('Subject'), { target: { value: 'Kept subject' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This customer has no email address.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Kept subject');
    await waitFor(() => expect(drafts).toBe(2));
  });

  it('cannot email a customer without an email address, and retries failed recommendations', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/customers/${CUSTOMER_ID}`, () =>
        HttpResponse.json({ ...DETAIL, customer: { ...DETAIL.customer, email: null } }),
      ),
      http.get(`${API}/products/recommend`, () => {
        calls += 1;
        return calls === 1
          ? apiError(500, 'internal', 'boom')
          : HttpResponse.json({ items: RECOMMENDATIONS, citations: [] });
      }),
    );
    renderCustomerPage();

    expect(await screen.findByText('boom')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Reorders every 30 days, last 34 days ago');
    fireEvent.click(within(row('Chai Tea, 12 boxes')).getByRole('checkbox'));
    expect(emailButton()).toBeDisabled();
  });
});
