import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, renderWithProviders, setupFakeNetwork } from '@aide/shared-auth/testing';
import { fakeOffer } from '../../../test-support/fake-offer';
import { InventoryPage } from '../../inventory';
import type { Offer, OfferInput } from '../api/offers-api';

const API = 'http://api.test/api';
// Generous waits: antd renders slowly in jsdom on a busy machine (not a timing assertion).
const WAIT = { timeout: 10000 };

const SPRING = fakeOffer();

const server = setupFakeNetwork(
  http.get(`${API}/products/facets`, () =>
    HttpResponse.json({ brands: ['Acme', 'Globex'], categories: ['Tools'] }),
  ),
  http.get(`${API}/constants`, () =>
    HttpResponse.json({
      page_sizes: [10, 20, 50, 100],
      offer: { target_types: ['brand', 'category'], max_discount_percent: 90 },
      dashboard_periods: ['30d', '90d', '365d'],
    }),
  ),
);

/** The offers list by status, as the API would answer for `offers`. */
function serveOffers(offers: () => Offer[]) {
  const statuses: string[] = [];
  server.use(
    http.get(`${API}/offers`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'all';
      statuses.push(status);
      return HttpResponse.json({
        items: offers().filter((offer) => status === 'all' || offer.status === status),
      });
    }),
  );
  return statuses;
}

function renderOffers() {
  return renderWithProviders(<InventoryPage />, { route: '/inventory?tab=offers' });
}

async function openNewOfferForm() {
  fireEvent.click(await findButton('New offer'));
  return screen.findByText('New offer', { selector: '.ant-modal-title' }, WAIT);
}

async function chooseBrand(brand: string) {
  // The radio 'Brand' shares the label; the select is the combobox.
  fireEvent.mouseDown(screen.getByLabelText('Brand', { selector: '[role="combobox"]' }));
  // Brands come from the facets, fetched when the form opens.
  fireEvent.click(await screen.findByTitle(brand, {}, WAIT));
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** A valid brand offer as typed into the form; tests change the fields they are about. */
const WINTER_DEAL = {
  title: 'Winter deal',
  brand: 'Acme',
  discount: '10',
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
};

/** Fills the open form with an offer on a brand, then presses Create offer. */
async function createBrandOffer(offer: typeof WINTER_DEAL) {
  fill('Title', offer.title);
  await chooseBrand(offer.brand);
  fill('Discount %', offer.discount);
  fill('Starts on', offer.startsOn);
  fill('Ends on', offer.endsOn);
  fireEvent.click(button('Create offer'));
}

describe('Offers tab', () => {
  it("refreshes the products' offer column after an offer ends", async () => {
    let offer = SPRING;
    serveOffers(() => [offer]);
    let productRequests = 0;
    server.use(
      http.get(`${API}/products`, () => {
        productRequests += 1;
        const active = offer.status === 'active';
        return HttpResponse.json({
          items: [
            {
              id: 'p1',
              sku: 'DR-1',
              name: 'Drill',
              brand: 'Acme',
              category: 'Tools',
              price: 100,
              quantity_on_hand: 40,
              offer: active ? { id: SPRING.id, title: SPRING.title, discount_percent: 15 } : null,
              offer_price: active ? 85 : null,
            },
          ],
          total: 1,
          page: 1,
          page_size: 20,
        });
      }),
      http.post(`${API}/offers/o1/end`, () => {
        offer = { ...SPRING, ends_on: '2026-11-20', status: 'ended' };
        return HttpResponse.json(offer);
      }),
    );
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    expect(await screen.findByText(/15% · \$85\.00/, {}, WAIT)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Offers' }));
    fireEvent.click(await findButton('End Spring sale'));
    const confirm = (await screen.findByText('End this offer?', {}, WAIT)).closest<HTMLElement>(
      '.ant-popover',
    );
    fireEvent.click(within(confirm!).getByText('End offer'));
    expect(await screen.findByText('Offer ended', {}, WAIT)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Inventory' }));
    await waitFor(() => expect(productRequests).toBe(2), WAIT);
    await waitFor(() => expect(screen.queryByText(/15% ·/)).not.toBeInTheDocument(), WAIT);
    expect(screen.getByText('Drill')).toBeInTheDocument();
  });

  it('lists active offers with their target, discount, dates and status', async () => {
    const statuses = serveOffers(() => [SPRING]);
    renderOffers();

    expect(await screen.findByText('Spring sale', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Brand: Acme')).toBeInTheDocument();
    expect(screen.getByText('15%')).toBeInTheDocument();
    expect(screen.getByText('Nov 1, 2026 – Nov 30, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Active').some((element) => element.closest('.ant-tag'))).toBe(true);
    expect(statuses).toEqual(['active']);
  });

  it('refuses to save an offer with missing fields, a 0% discount or an end before its start', async () => {
    serveOffers(() => []);
    let posts = 0;
    server.use(
      http.post(`${API}/offers`, () => {
        posts += 1;
        return HttpResponse.json(SPRING, { status: 201 });
      }),
    );
    renderOffers();
    await openNewOfferForm();

    fireEvent.click(button('Create offer'));
    expect(await screen.findByText('Enter a title for the offer.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Choose a brand.')).toBeInTheDocument();
    expect(screen.getByText('Enter a discount.')).toBeInTheDocument();
    expect(screen.getByText('Choose a start date.')).toBeInTheDocument();
    expect(screen.getByText('Choose an end date.')).toBeInTheDocument();

    await createBrandOffer({ ...WINTER_DEAL, discount: '0', startsOn: '2026-12-10', endsOn: '2026-12-01' });

    expect(await screen.findByText('The discount must be between 1% and 90%.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('The end date cannot be before the start date.')).toBeInTheDocument();
    // The fixed field's message leaves with antd's exit animation.
    await waitFor(() => expect(screen.queryByText('Choose a start date.')).not.toBeInTheDocument(), WAIT);
    expect(posts).toBe(0);
  });

  it('creates an offer, says so, and shows it under its status', async () => {
    const created: Offer = {
      ...SPRING,
      id: 'o2',
      title: 'Winter deal',
      target_value: 'Globex',
      discount_percent: 12.5,
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
      status: 'scheduled',
    };
    let saved: Offer[] = [SPRING];
    const statuses = serveOffers(() => saved);
    let body: OfferInput | undefined;
    server.use(
      http.post(`${API}/offers`, async ({ request }) => {
        body = (await request.json()) as OfferInput;
        saved = [SPRING, created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    renderOffers();
    await screen.findByText('Spring sale', {}, WAIT);
    await openNewOfferForm();

    await createBrandOffer({ ...WINTER_DEAL, title: '  Winter deal ', brand: 'Globex', discount: '12.5' });

    expect(await screen.findByText('Offer created', {}, WAIT)).toBeInTheDocument();
    expect(body).toEqual({
      title: 'Winter deal',
      target_type: 'brand',
      target_value: 'Globex',
      discount_percent: 12.5,
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
    });
    expect(await screen.findByText('Brand: Globex', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(statuses.at(-1)).toBe('scheduled'));
  });

  it("shows the server's message when an offer is refused, and keeps the form open", async () => {
    serveOffers(() => []);
    server.use(
      http.post(`${API}/offers`, () => apiError(400, 'validation', 'ends_on must not be before starts_on')),
    );
    renderOffers();
    await openNewOfferForm();

    await createBrandOffer(WINTER_DEAL);

    expect(await screen.findByText('ends_on must not be before starts_on', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Winter deal');
  });

  it('edits an offer with the same form', async () => {
    let offer = SPRING;
    serveOffers(() => [offer]);
    let patch: Partial<OfferInput> | undefined;
    server.use(
      http.patch(`${API}/offers/o1`, async ({ request }) => {
        patch = (await request.json()) as Partial<OfferInput>;
        offer = { ...SPRING, ...patch };
        return HttpResponse.json(offer);
      }),
    );
    renderOffers();
    fireEvent.click(await findButton('Edit Spring sale'));
    await screen.findByText('Edit offer', { selector: '.ant-modal-title' }, WAIT);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Spring sale'));

    fill('Discount %', '20');
    fireEvent.click(button('Save changes'));

    expect(await screen.findByText('Offer updated', {}, WAIT)).toBeInTheDocument();
    expect(patch).toMatchObject({ title: 'Spring sale', discount_percent: 20, starts_on: '2026-11-01' });
    expect(await screen.findByText('20%', {}, WAIT)).toBeInTheDocument();
  });

  it('ends an offer after confirmation', async () => {
    let offer = SPRING;
    serveOffers(() => [offer]);
    let ended = false;
    server.use(
      http.post(`${API}/offers/o1/end`, () => {
        ended = true;
        offer = { ...SPRING, ends_on: '2026-11-20', status: 'ended' };
        return HttpResponse.json(offer);
      }),
    );
    renderOffers();
    fireEvent.click(await findButton('End Spring sale'));
    expect(await screen.findByText('End this offer?', {}, WAIT)).toBeInTheDocument();
    expect(ended).toBe(false);
    const confirm = screen.getByText('End this offer?').closest<HTMLElement>('.ant-popover');
    fireEvent.click(within(confirm!).getByText('End offer'));

    expect(await screen.findByText('Offer ended', {}, WAIT)).toBeInTheDocument();
    expect(ended).toBe(true);
    expect(await screen.findByText('No active offers.', {}, WAIT)).toBeInTheDocument();
  });
});

// Text queries: role queries walk antd's large DOM and are slow in jsdom.
/** The button showing this text, or labelled with it. */
function button(name: string): HTMLElement {
  const labelled = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
  const found =
    labelled ??
    screen
      .getAllByText(name)
      .map((element) => element.closest('button'))
      .find(Boolean);
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

async function findButton(name: string): Promise<HTMLElement> {
  await waitFor(() => button(name), WAIT);
  return button(name);
}
