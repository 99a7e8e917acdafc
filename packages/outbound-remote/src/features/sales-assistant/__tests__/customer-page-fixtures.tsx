import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { fixture, renderWithProviders, setupFakeNetwork, storeFakeSession } from '@aide/shared-auth/testing';
import type { CustomerDetail } from '../api/customer-detail-api';
import type { CustomerNote, NoteProposal } from '../api/notes-api';
import type { OfferRecommendation, ProductRecommendation } from '../api/recommendations-api';
import { CustomerPage } from '../components/customer-page';

/** Shared fakes for the customer page tests: one customer of Northwind and every read the page makes. */
export const API = 'http://api.test/api';
export const CUSTOMER_ID = '20000000-0000-4000-8000-000000000001';

export const DETAIL: CustomerDetail = {
  customer: {
    id: CUSTOMER_ID,
    name: 'Maria Anders',
    email: 'maria@alfreds.test',
    company: 'Alfreds Futterkiste',
    phone: '+49 30 1234567',
    segment: 'Wholesale',
    city: 'Berlin',
    job_title: 'Buyer',
    follow_up_on: '2026-12-01',
    interests: ['organic coffee'],
    created_at: '2025-05-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
  },
  totals: {
    lifetime_revenue: 45210.5,
    revenue_12m: 30100,
    revenue_prev_12m: 25000,
    trend_percent: 20.4,
    order_count: 37,
    average_order_value: 1221.91,
    first_order_on: '2025-05-03',
    last_order_on: '2026-11-12',
    average_gap_days: 15.4,
    at_risk: true,
  },
  trend: [
    { month: '2026-10', revenue: 2500 },
    { month: '2026-11', revenue: 1800 },
  ],
  orders: [
    {
      order_ref: 'SO-1002',
      sold_on: '2026-11-12',
      total: 540,
      lines: [
        {
          product_id: 'p1',
          sku: 'CHAI-12',
          name: 'Chai Tea, 12 boxes',
          quantity: 3,
          unit_price: 180,
          amount: 540,
        },
      ],
    },
    {
      order_ref: null,
      sold_on: '2026-10-02',
      total: 96,
      lines: [
        {
          product_id: 'p2',
          sku: 'PESTO-18',
          name: 'Organic Pesto, 18 pack',
          quantity: 2,
          unit_price: 48,
          amount: 96,
        },
      ],
    },
  ],
};

export const proposal = fixture<NoteProposal>({
  id: 'pr1',
  field: 'job_title',
  label: 'Job title',
  current_value: 'Buyer',
  proposed_value: 'Head of Purchasing',
  status: 'pending',
  decided_by_name: null,
  decided_at: null,
});

export const note = fixture<CustomerNote>({
  id: 'n1',
  body: 'Now Head of Purchasing, interested in green tea',
  author_name: 'Sam Rivera',
  created_at: '2026-11-20T09:30:00Z',
  proposals: [],
});

export const recommendation = fixture<ProductRecommendation>({
  product_id: 'p2',
  sku: 'PESTO-18',
  name: 'Organic Pesto, 18 pack',
  brand: 'Green Valley',
  category: 'Condiments',
  price: 48,
  offer: null,
  offer_price: null,
  quantity_on_hand: 120,
  score: 0.8,
  suggested_quantity: 2,
  reasons: [
    { kind: 'co_purchase', text: 'Customers who buy Chai Tea, 12 boxes also buy Organic Pesto, 18 pack' },
  ],
});

export const OFFER_RECOMMENDATION: OfferRecommendation = {
  offer: {
    id: 'o1',
    title: 'Green Valley week',
    target_type: 'brand',
    target_value: 'Green Valley',
    discount_percent: 15,
    ends_on: '2026-11-30',
  },
  products: [recommendation()],
  reason: 'Buys Green Valley every month',
};

/** The msw server of a test file, answering every read of the page with the fixtures above. */
export function setupCustomerPageNetwork() {
  return setupFakeNetwork(
    http.get(`${API}/customers/${CUSTOMER_ID}`, () => HttpResponse.json(DETAIL)),
    http.get(`${API}/customers/${CUSTOMER_ID}/notes`, () => HttpResponse.json({ items: [] })),
    http.get(`${API}/products/recommend`, () => HttpResponse.json({ items: [], citations: [] })),
    http.get(`${API}/offer_recommendations`, () => HttpResponse.json({ items: [] })),
    http.get(`${API}/outreach_emails`, () => HttpResponse.json({ items: [] })),
  );
}

/** The page at its route, as a citation link would open it (`search` e.g. `?order=SO-1002`). */
export function renderCustomerPage(search = '', customerId = CUSTOMER_ID) {
  storeFakeSession({ id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' });
  return renderWithProviders(
    <Routes>
      <Route path="/sales-assistant" element={<p>My Customers list</p>} />
      <Route path="/sales-assistant/customers/:customerId" element={<CustomerPage />} />
    </Routes>,
    { route: `/sales-assistant/customers/${customerId}${search}` },
  );
}
