import { useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupFakeNetwork } from '@aide/shared-auth/testing';
import type { CustomerListItem } from '../api/customers-search-api';

export { columnHeader, findRow } from '@aide/shared-auth/testing';

export const API = 'http://api.test/api';

export function customer(n: number, overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return {
    id: `c${n}`,
    name: `Customer ${n}`,
    email: `customer${n}@example.test`,
    company: `Company ${n}`,
    phone: null,
    segment: 'Enterprise',
    city: null,
    job_title: null,
    last_order_on: '2026-11-01',
    order_count: 5,
    revenue_12m: 1000,
    lifetime_revenue: 2000,
    at_risk: false,
    follow_up_on: null,
    ...overrides,
  };
}

/** The requests the page makes before any of its own: constants, product facets and offers. */
const commonHandlers = [
  http.get(`${API}/constants`, () =>
    HttpResponse.json({
      page_sizes: [10, 20, 50, 100],
      offer: { target_types: ['brand', 'category'], max_discount_percent: 90 },
      dashboard_periods: ['30d', '90d', '365d'],
      customer_segments: ['Enterprise', 'Mid-market', 'Small business', 'Consumer'],
    }),
  ),
  http.get(`${API}/products/facets`, () =>
    HttpResponse.json({ brands: ['Acme', 'Globex'], categories: ['Coffee', 'Tea'] }),
  ),
];

/** The network of a customer list or offer test: the page's first requests answered, then `handlers`. */
export function setupCustomersNetwork(...handlers: RequestHandler[]) {
  return setupFakeNetwork(...commonHandlers, ...handlers);
}

/** Shows the current URL's query so tests can read the view state the page wrote. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Opens an antd Select by its label and picks the option with this title. */
export async function pickOption(
  label: string,
  option: string,
  fireEvent: typeof import('@testing-library/react').fireEvent,
) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: '[role="combobox"]' }));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices.at(-1)!);
}
