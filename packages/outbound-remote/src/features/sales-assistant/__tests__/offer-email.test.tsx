import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, renderWithProviders } from '@aide/shared-auth/testing';
import { fakeOffer } from '../../../test-support/fake-offer';
import type { OfferEmailDraft } from '../api/offer-email-api';
import { OfferEmailModal } from '../components/offer-email-modal';
import { API, pickOption, setupCustomersNetwork } from './customers-fixtures';

const TEA_WEEK = fakeOffer({ title: 'Tea week', target_type: 'category', target_value: 'Tea' });

const DRAFT: OfferEmailDraft = {
  recipients: [
    { customer_id: 'c1', name: 'Maria Anders', email: 'maria@alfreds.test' },
    { customer_id: 'c2', name: 'Ana Trujillo', email: 'ana@trujillo.test' },
  ],
  recipient_count: 52,
  subject: 'New Acme prices for you',
  body: 'Hi {{first_name}},\n\nAcme is 15% off this month.',
};

/** Every request body sent to the offer email route. */
let bodies: Record<string, unknown>[] = [];

const server = setupCustomersNetwork(
  http.get(`${API}/offers`, () => HttpResponse.json({ items: [TEA_WEEK] })),
);

/** Drafts answer DRAFT; sends answer `sendReply`. */
let idempotencyKeys: (string | null)[] = [];

function serveOfferEmail(sendReply: () => Response) {
  server.use(
    http.post(`${API}/send-offer-brand-category-email`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.mode === 'send') idempotencyKeys.push(request.headers.get('idempotency-key'));
      return body.mode === 'draft' ? HttpResponse.json(DRAFT) : sendReply();
    }),
  );
}

let onClose: jest.Mock;

/** The modal alone (the page's table is tested elsewhere and slows every step here). */
async function openModal() {
  onClose = jest.fn();
  renderWithProviders(<OfferEmailModal open onClose={onClose} />, { route: '/sales-assistant' });
  return screen.findByRole('button', { name: 'Draft email' });
}

async function draftForAcme() {
  await openModal();
  await pickOption('Brand', 'Acme', fireEvent);
  await pickOption('Customer segment', 'Enterprise', fireEvent);
  fireEvent.click(screen.getByRole('button', { name: 'Draft email' }));
  return screen.findByRole('button', { name: 'Send to 52 customers' });
}

function dialog() {
  return within(screen.getAllByRole('dialog')[0]!);
}

beforeEach(() => {
  bodies = [];
  idempotencyKeys = [];
});

describe('Email an offer', () => {
  it('drafts for a brand and segment, lets the user edit, and sends after confirming', async () => {
    serveOfferEmail(() => HttpResponse.json({ queued: 52, sent_via: 'outbox' }, { status: 202 }));
    await draftForAcme();

    expect(bodies).toEqual([
      { mode: 'draft', target_type: 'brand', target_value: 'Acme', segment: 'Enterprise' },
    ]);
    expect(screen.getByText(/Maria, Ana and 50 more/)).toBeInTheDocument();
    expect(screen.getByText(/is replaced with each customer's first name/)).toBeInTheDocument();
    const body = dialog().getByRole('textbox', { name: 'Email' });
    expect(body).toHaveValue(DRAFT.body);

    fireEvent.change(dialog().getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Acme: 15% off' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to 52 customers' }));
    expect(await screen.findByText('Send this email to 52 customers?')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sending to 52 customers through the local outbox')).toBeInTheDocument();
    // The draft's key: sent again, the server would queue nothing new.
    expect(idempotencyKeys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(bodies[1]).toEqual({
      mode: 'send',
      target_type: 'brand',
      target_value: 'Acme',
      segment: 'Enterprise',
      subject: 'Acme: 15% off',
      body: DRAFT.body,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows why sending failed and keeps the edited draft', async () => {
    serveOfferEmail(() => apiError(502, 'mailbox', 'The mailbox refused the email.'));
    await draftForAcme();

    fireEvent.change(dialog().getByRole('textbox', { name: 'Subject' }), { target: { value: 'Edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to 52 customers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The mailbox refused the email.')).toBeInTheDocument();
    expect(dialog().getByRole('textbox', { name: 'Subject' })).toHaveValue('Edited');
    expect(screen.getByRole('button', { name: 'Send to 52 customers' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("aims the email at a chosen offer's category and sends the offer along", async () => {
    serveOfferEmail(() => HttpResponse.json({ queued: 52, sent_via: 'mailbox' }, { status: 202 }));
    await openModal();

    await pickOption('Current offer', 'Tea week (−15%)', fireEvent);
    await waitFor(() =>
      expect(screen.getByLabelText('Category', { selector: '[role="combobox"]' })).toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Draft email' }));
    await screen.findByRole('button', { name: 'Send to 52 customers' });

    expect(bodies).toEqual([{ mode: 'draft', target_type: 'category', target_value: 'Tea', offer_id: 'o1' }]);
  });

  it('accepts a brand typed by hand, and shows why a draft failed', async () => {
    server.use(
      http.post(`${API}/send-offer-brand-category-email`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return apiError(400, 'bad_request', 'Choose a brand or category.');
      }),
    );
    await openModal();

    fireEvent.click(screen.getByRole('button', { name: 'Draft email' }));
    expect(await screen.findByText('Choose or type a brand.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const brand = screen.getByLabelText('Brand', { selector: '[role="combobox"]' });
    fireEvent.mouseDown(brand);
    fireEvent.change(brand, { target: { value: 'Initech' } });
    fireEvent.click(await screen.findByTitle('Use "Initech"'));
    fireEvent.click(screen.getByRole('button', { name: 'Draft email' }));

    expect(await screen.findByText('Choose a brand or category.')).toBeInTheDocument();
    expect(bodies).toEqual([{ mode: 'draft', target_type: 'brand', target_value: 'Initech' }]);
  });

  it('says who to choose instead when nobody bought the brand, and cannot send to nobody', async () => {
    server.use(
      http.post(`${API}/send-offer-brand-category-email`, () =>
        HttpResponse.json({ ...DRAFT, recipients: [], recipient_count: 0 }),
      ),
    );
    await openModal();
    await pickOption('Brand', 'Globex', fireEvent);
    fireEvent.click(screen.getByRole('button', { name: 'Draft email' }));

    expect(
      await screen.findByText(
        'No customer bought this brand in the last 365 days. Go back and choose another brand or segment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to 0 customers' })).toBeDisabled();
  });
});
