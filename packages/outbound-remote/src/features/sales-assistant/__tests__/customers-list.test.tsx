import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  expectTextsIn,
  failsOnceThen,
  fakeServerList,
  recordedQueries,
  renderWithProviders,
  withWindowWidth,
} from '@aide/shared-auth/testing';
import { CustomersPage } from '../components/customers-page';
import {
  API,
  columnHeader,
  currentLocation,
  customer,
  findRow,
  LocationProbe,
  pickOption,
  setupCustomersNetwork,
} from './customers-fixtures';

const HTML_NAME = '<img src=x onerror="alert(1)"> Mallory';

const FIRST_PAGE = [
  customer(1, {
    name: 'Maria Anders',
    company: 'Alfreds Futterkiste',
    segment: 'Mid-market',
    last_order_on: '2026-06-02',
    order_count: 12,
    revenue_12m: 12345.5,
    at_risk: true,
    follow_up_on: '2026-11-24',
  }),
  customer(2, { name: 'Ana Trujillo', company: null, segment: null, last_order_on: null, order_count: 0 }),
  customer(3, { name: HTML_NAME }),
];

/** Every customers_search request, as the search params the table sent. */
const requests = recordedQueries();

const server = setupCustomersNetwork();

/** Answers like the API: page 1 is FIRST_PAGE; searches, sorts and other pages name what was asked. */
function serveCustomers(total = 45) {
  server.use(
    http.get(
      `${API}/customers_search`,
      fakeServerList({ firstPage: FIRST_PAGE, total, row: (n, name) => customer(n, { name }), requests }),
    ),
  );
}

function renderPage(route = '/sales-assistant') {
  return renderWithProviders(
    <>
      <CustomersPage />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('My Customers list', () => {
  // A desk wide enough for every column (below 1,200 px the optional ones stay out).
  withWindowWidth(1280);

  it('shows the page of customers with links, last order, at-risk tag, revenue and follow-up', async () => {
    serveCustomers();
    renderPage();

    expect(screen.getByRole('heading', { name: 'My Customers' })).toBeInTheDocument();
    const maria = await findRow('Maria Anders');
    expect(within(maria).getByRole('link', { name: 'Maria Anders' })).toHaveAttribute(
      'href',
      '/sales-assistant/customers/c1',
    );
    expectTextsIn(maria, [
      'Alfreds Futterkiste',
      'Mid-market',
      'Jun 2, 2026',
      'at risk',
      '12',
      '$12,345.50',
      'Nov 24, 2026',
    ]);

    const ana = await findRow('Ana Trujillo');
    expect(within(ana).getByText('Never')).toBeInTheDocument();
    expect(within(ana).queryByText('at risk')).not.toBeInTheDocument();
    expect(screen.getByText('1–20 of 45 customers')).toBeInTheDocument();
    expect(requests[0]?.get('page')).toBe('1');
    expect(requests[0]?.get('page_size')).toBe('20');
  });

  it('says "1,000+" when a search matched more customers than the API counts', async () => {
    server.use(
      http.get(`${API}/customers_search`, () =>
        HttpResponse.json({ items: FIRST_PAGE, total: 1000, total_capped: true, page: 1, page_size: 20 }),
      ),
    );
    renderPage('/sales-assistant?search=a');
    await findRow('Maria Anders');
    expect(screen.getByText('1–20 of 1,000+ customers')).toBeInTheDocument();
  });

  it('shows a name holding HTML as text, never as markup', async () => {
    serveCustomers();
    const { container } = renderPage();

    const row = await findRow(HTML_NAME);
    expect(within(row).getByRole('link', { name: HTML_NAME })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('searches on the server once typing pauses, and keeps the search in the URL', async () => {
    serveCustomers();
    renderPage();
    await findRow('Maria Anders');

    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(search, { target: { value: 'mar' } });
    fireEvent.change(search, { target: { value: 'maria' } });

    expect(await findRow('Match for maria')).toBeInTheDocument();
    expect(requests.map((params) => params.get('search')).filter(Boolean)).toEqual(['maria']);
    expect(currentLocation()).toBe('/sales-assistant?q=maria');
  });

  it('sends segment, last order and at-risk filters to the server and into the URL', async () => {
    serveCustomers();
    renderPage();
    await findRow('Maria Anders');

    await pickOption('Segment', 'Mid-market', fireEvent);
    await waitFor(() => expect(requests.at(-1)?.get('segment')).toBe('Mid-market'));

    await pickOption('Last order', 'No order for 90+ days', fireEvent);
    await waitFor(() => expect(requests.at(-1)?.get('last_order')).toBe('over_90d'));

    fireEvent.click(screen.getByRole('switch', { name: 'At risk only' }));
    await waitFor(() => expect(requests.at(-1)?.get('at_risk')).toBe('true'));
    expect(requests.at(-1)?.get('segment')).toBe('Mid-market');
    expect(requests.at(-1)?.get('last_order')).toBe('over_90d');
    expect(currentLocation()).toBe('/sales-assistant?segment=Mid-market&last_order=over_90d&at_risk=true');
  });

  it('sorts on the server by the clicked column, descending on the second click', async () => {
    serveCustomers();
    renderPage();
    await findRow('Maria Anders');

    fireEvent.click(columnHeader('Revenue 12 m'));
    expect(await findRow('Sorted by revenue_12m')).toBeInTheDocument();
    fireEvent.click(columnHeader('Revenue 12 m'));
    expect(await findRow('Sorted by -revenue_12m')).toBeInTheDocument();
    fireEvent.click(columnHeader('Last order'));
    expect(await findRow('Sorted by last_order_on')).toBeInTheDocument();
    expect(currentLocation()).toBe('/sales-assistant?sort=last_order_on');
  });

  it('fetches the next page from the server when paging', async () => {
    serveCustomers();
    renderPage();
    await findRow('Maria Anders');

    fireEvent.click(screen.getByTitle('2'));
    expect(await findRow('First of page 2')).toBeInTheDocument();
    expect(requests.at(-1)?.get('page')).toBe('2');
    expect(currentLocation()).toBe('/sales-assistant?page=2');
  });

  it('restores search, filters, page and sort from the URL', async () => {
    serveCustomers();
    renderPage(
      '/sales-assistant?q=maria&segment=Consumer&last_order=30d&at_risk=true&page=3&sort=-order_count',
    );

    expect(await findRow('Match for maria')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('maria');
    expect(screen.getByRole('switch', { name: 'At risk only' })).toBeChecked();
    const [first] = requests;
    expect(Object.fromEntries(first!.entries())).toEqual({
      page: '3',
      page_size: '20',
      search: 'maria',
      sort: '-order_count',
      segment: 'Consumer',
      last_order: '30d',
      at_risk: 'true',
    });
  });

  it('invites adding a customer from text when there are none, and says so when filters match nothing', async () => {
    server.use(
      http.get(`${API}/customers_search`, () =>
        HttpResponse.json({ items: [], total: 0, page: 1, page_size: 20 }),
      ),
    );
    renderPage();
    expect(
      await screen.findByText(
        'No customers yet. Upload your customer list, or paste an email signature to add one.',
      ),
    ).toBeInTheDocument();

    const [, emptyStateButton] = screen.getAllByRole('button', { name: /New customer from text/ });
    fireEvent.click(emptyStateButton!);
    expect(await screen.findByRole('textbox', { name: 'Text about the customer' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('switch', { name: 'At risk only' }));
    expect(
      await screen.findByText('No customers match these filters. Clear a filter or search for another name.'),
    ).toBeInTheDocument();
  });

  it('says so and retries when the customers cannot be loaded', async () => {
    server.use(
      http.get(
        `${API}/customers_search`,
        failsOnceThen({ items: FIRST_PAGE, total: 3, page: 1, page_size: 20 }),
      ),
    );
    renderPage();

    expect(await screen.findByText(/^Your customers could not be loaded\. /)).toBeInTheDocument();
    // Nothing under the alert claims there are no customers.
    expect(screen.queryByText(/No customers yet/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findRow('Maria Anders')).toBeInTheDocument();
  });
});
