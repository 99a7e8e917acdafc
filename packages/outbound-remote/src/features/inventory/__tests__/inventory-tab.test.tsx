import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  columnHeader,
  failsOnceThen,
  fakeServerList,
  findRow,
  recordedQueries,
  renderWithProviders,
  setupFakeNetwork,
} from '@aide/shared-auth/testing';
import type { Product } from '../api/products-api';
import { InventoryPage } from '../components/inventory-page';

const API = 'http://api.test/api';

function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: `p${n}`,
    sku: `SKU-${n}`,
    name: `Product ${n}`,
    brand: 'Acme',
    category: 'Tools',
    price: 10 + n,
    quantity_on_hand: 50,
    offer: null,
    offer_price: null,
    ...overrides,
  };
}

const FIRST_PAGE = [
  product(1, { name: 'Hammer', quantity_on_hand: 0 }),
  product(2, { name: 'Wrench', quantity_on_hand: 4 }),
  product(3, {
    name: 'Drill',
    price: 100,
    offer: { id: 'o1', title: 'Acme week', discount_percent: 15 },
    offer_price: 85,
  }),
];

/** Every products request, as the search params the table sent. */
const requests = recordedQueries();

const server = setupFakeNetwork(
  http.get(`${API}/products/facets`, () => HttpResponse.json({ brands: ['Acme'], categories: ['Tools'] })),
  http.get(`${API}/constants`, () =>
    HttpResponse.json({
      page_sizes: [10, 20, 50, 100],
      offer: { target_types: ['brand', 'category'], max_discount_percent: 90 },
      dashboard_periods: ['30d', '90d', '365d'],
    }),
  ),
);

/** Answers like the API: page 1 holds FIRST_PAGE, other pages, searches and sorts name what was asked. */
function useProducts(total = 45) {
  server.use(
    http.get(
      `${API}/products`,
      fakeServerList({ firstPage: FIRST_PAGE, total, row: (n, name) => product(n, { name }), requests }),
    ),
  );
}

describe('Inventory tab', () => {
  it('shows the page of products from the API with price, stock warnings and offers', async () => {
    useProducts();
    renderWithProviders(<InventoryPage />, { route: '/inventory' });

    expect(screen.getByRole('heading', { name: 'Inventory & Offers' })).toBeInTheDocument();
    const hammer = await findRow(/Hammer/);
    expect(within(hammer).getByText('SKU-1')).toBeInTheDocument();
    expect(within(hammer).getByText('Out of stock')).toBeInTheDocument();
    expect(within(getRow(/Wrench/)).getByText('Low')).toBeInTheDocument();
    const drill = getRow(/Drill/);
    expect(within(drill).getByText('$100.00')).toBeInTheDocument();
    expect(within(drill).getByText(/15% · \$85\.00/)).toBeInTheDocument();
    expect(within(drill).queryByText('Low')).not.toBeInTheDocument();
    expect(screen.getByText('1–20 of 45 products')).toBeInTheDocument();
    expect(requests[0]?.get('page')).toBe('1');
    expect(requests[0]?.get('page_size')).toBe('20');
  });

  it('searches on the server once typing pauses, and shows the matching page', async () => {
    useProducts();
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await findRow(/Hammer/);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inventory' }), {
      target: { value: 'dri' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inventory' }), {
      target: { value: 'drill' },
    });

    expect(await findRow(/Match for drill/)).toBeInTheDocument();
    const searches = requests.map((params) => params.get('search')).filter(Boolean);
    expect(searches).toEqual(['drill']);
    expect(requests.at(-1)?.get('page')).toBe('1');
  });

  it('sorts on the server by the clicked column, descending on the second click', async () => {
    useProducts();
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await findRow(/Hammer/);

    fireEvent.click(columnHeader('Price (USD)'));
    expect(await findRow(/Sorted by price/)).toBeInTheDocument();
    fireEvent.click(columnHeader('Price (USD)'));
    expect(await findRow(/Sorted by -price/)).toBeInTheDocument();
    expect(requests.at(-1)?.get('sort')).toBe('-price');
  });

  it('fetches the next page from the server when paging', async () => {
    useProducts();
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await findRow(/Hammer/);

    fireEvent.click(screen.getByTitle('2'));
    expect(await findRow(/First of page 2/)).toBeInTheDocument();
    expect(requests.at(-1)?.get('page')).toBe('2');
  });

  it('filters by stock and brand on the server', async () => {
    useProducts();
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await findRow(/Hammer/);

    fireEvent.mouseDown(screen.getByLabelText('Stock', { selector: '[role="combobox"]' }));
    fireEvent.click(await screen.findByTitle('Out of stock'));
    await waitFor(() => expect(requests.at(-1)?.get('stock')).toBe('out'));

    fireEvent.mouseDown(screen.getByLabelText('Brand', { selector: '[role="combobox"]' }));
    fireEvent.click(await screen.findByTitle('Acme'));
    await waitFor(() => expect(requests.at(-1)?.get('brand')).toBe('Acme'));
    expect(requests.at(-1)?.get('stock')).toBe('out');
  });

  it('restores search, page and sort from the URL', async () => {
    useProducts();
    renderWithProviders(<InventoryPage />, { route: '/inventory?q=drill&page=3&sort=-price' });

    expect(await findRow(/Match for drill/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search inventory' })).toHaveValue('drill');
    expect(requests[0]?.get('search')).toBe('drill');
    expect(requests[0]?.get('page')).toBe('3');
    expect(requests[0]?.get('sort')).toBe('-price');
  });

  it('invites an upload when there is no inventory yet', async () => {
    server.use(
      http.get(`${API}/products`, () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 20 })),
    );
    renderWithProviders(<InventoryPage />, { route: '/inventory' });

    expect(
      await screen.findByText('No inventory yet. Upload a CSV or Excel file to add your products.'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('Upload inventory').filter((element) => element.closest('button')),
    ).toHaveLength(2);
  });

  it('opens the inventory import wizard from the empty table', async () => {
    server.use(
      http.get(`${API}/products`, () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 20 })),
      http.get(`${API}/imports`, () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 20 })),
    );
    renderWithProviders(<InventoryPage />, { route: '/inventory' });
    await screen.findByText(
      'No inventory yet. Upload a CSV or Excel file to add your products.',
      {},
      { timeout: 10000 },
    );

    const [, emptyStateButton] = screen.getAllByText('Upload inventory');
    fireEvent.click(emptyStateButton!);
    expect(
      await screen.findByText(
        'Drop a .csv or .xlsx file here, or click to choose one',
        {},
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
  });

  it('says so and retries when the inventory cannot be loaded', async () => {
    server.use(
      http.get(`${API}/products`, failsOnceThen({ items: FIRST_PAGE, total: 3, page: 1, page_size: 20 })),
    );
    renderWithProviders(<InventoryPage />, { route: '/inventory' });

    expect(await screen.findByText(/^The inventory could not be loaded\. /)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findRow(/Hammer/)).toBeInTheDocument();
  });
});

/** The table row holding this text. */
function getRow(text: RegExp): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`No table row holds ${text}`);
  return row;
}
