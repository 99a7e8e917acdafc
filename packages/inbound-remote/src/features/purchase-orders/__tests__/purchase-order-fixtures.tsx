import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@aide/shared-auth/testing';
import type { PurchaseOrderDetail, PurchaseOrderSummary } from '../api/purchase-orders-api';
import { PurchaseOrdersTab } from '../components/purchase-orders-tab';

export { columnHeader, findRow } from '@aide/shared-auth/testing';

export const API = 'http://api.test/accounting/purchase-orders';
export const COUNTS = { pending: 13, approved: 125, rejected: 12 };

export function summary(n: number, overrides: Partial<PurchaseOrderSummary> = {}): PurchaseOrderSummary {
  return {
    id: `po-${n}`,
    po_number: `PO-${24000 + n}`,
    customer_name: `Customer ${n}`,
    order_date: '2026-11-20',
    requested_delivery_date: '2026-12-01',
    currency: 'USD',
    total: 1000 + n,
    status: 'pending',
    ai_score: 85,
    source: 'sandbox',
    line_count: 2,
    decided_by_label: null,
    decided_at: null,
    received_at: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

export function detail(overrides: Partial<PurchaseOrderDetail> = {}): PurchaseOrderDetail {
  return {
    ...summary(1, { customer_name: 'Acme Retail', total: 1250, ai_score: 72 }),
    decision_reason: null,
    source_document: null,
    extraction: null,
    extraction_confidence: null,
    needs_manual_entry: false,
    lines: [
      {
        line_no: 1,
        sku: 'CT-001',
        description: 'Cable ties 200 mm',
        quantity: 50,
        unit_price: 10,
        amount: 500,
        catalog_price: 10,
      },
      {
        line_no: 2,
        sku: 'CT-002',
        description: 'Cable ties 300 mm',
        quantity: 50,
        unit_price: 15,
        amount: 750,
        catalog_price: 12.5,
      },
    ],
    score_reasons: [
      {
        key: 'known_customer',
        label: 'Known customer',
        points: 25,
        max_points: 25,
        detail: 'Acme Retail is in your customer list.',
      },
      {
        key: 'catalog_prices',
        label: 'Prices match the catalog',
        points: 15,
        max_points: 30,
        detail: '1 of 2 lines priced within 2 % of the catalog.',
      },
    ],
    events: [
      {
        id: 'e1',
        action: 'received',
        actor_label: 'Sandbox ERP',
        reason: null,
        details: {},
        created_at: '2026-11-20T09:00:00Z',
      },
      {
        id: 'e2',
        action: 'scored',
        actor_label: 'AI score',
        reason: null,
        details: { score: 72 },
        created_at: '2026-11-20T09:00:01Z',
      },
    ],
    ...overrides,
  };
}

export function page(items: PurchaseOrderSummary[], total = items.length, counts = COUNTS) {
  return { items, total, page: 1, page_size: 20, counts };
}

function ShowLocation() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

/** The tab inside a router at `search`, with the address shown so tests can read the URL. */
export function renderTab(search = '?tab=purchase-orders') {
  return renderWithProviders(
    <>
      <PurchaseOrdersTab />
      <ShowLocation />
    </>,
    { route: `/inbound-module${search}` },
  );
}

/** The current query string as params. */
export function currentParams(): URLSearchParams {
  return new URLSearchParams(screen.getByLabelText('location').textContent ?? '');
}

/** The `selector` element (`kind`, for the error) around the heading `title`, once it is shown. */
async function findTitled(title: string, selector: string, kind: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title);
  const element = heading.closest<HTMLElement>(selector);
  if (!element) throw new Error(`No ${kind} titled ${title}`);
  return element;
}

/** The open antd modal with this title. */
export const findDialog = (title: string) => findTitled(title, '[role="dialog"]', 'dialog');

/** The open detail drawer. */
export const findDrawer = (title: string) => findTitled(title, '.ant-drawer', 'drawer');

/**
 * The button labelled `text` (in `container`, default the page). Text lookup instead of `getByRole`: role
 * queries walk the whole antd table's accessibility tree, which takes seconds per call in jsdom.
 */
export function button(text: string, container: HTMLElement = document.body): HTMLButtonElement {
  const match = within(container)
    .getAllByText(text)
    .map((element) => element.closest('button'))
    .find((element): element is HTMLButtonElement => element !== null);
  if (!match) throw new Error(`No button ${text}`);
  return match;
}
