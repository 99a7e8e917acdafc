import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiError,
  IVY,
  renderWithProviders,
  setupFakeNetwork,
  storeFakeSession,
} from '@aide/shared-auth/testing';
import { ReconciliationTab } from '../components/reconciliation-tab';
import { API, MISMATCH, page, reconciliation } from './reconciliation-fixtures';

const CSV = 'po_number,customer_name\nPO-24001,Fabrikam\n';

interface ExportRequest {
  authorization: string | null;
  params: URLSearchParams;
}
let exports: ExportRequest[] = [];
/** What the page handed to `<a download>`: the file name and the blob's text. */
let downloads: { fileName: string; text: Promise<string> }[] = [];

const server = setupFakeNetwork(
  http.get(API, () => HttpResponse.json(reconciliation())),
  http.get(`${API}/exceptions`, () => HttpResponse.json(page([MISMATCH]))),
  http.get(`${API}/export`, ({ request }) => {
    exports.push({
      authorization: request.headers.get('authorization'),
      params: new URL(request.url).searchParams,
    });
    return new HttpResponse(CSV, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="reconciliation-2026-11-21.csv"',
      },
    });
  }),
);

const blobs = new Map<string, Blob>();
let createObjectURL: jest.Mock<string, [Blob]>;
let revokeObjectURL: jest.Mock<void, [string]>;
beforeEach(() => {
  exports = [];
  downloads = [];
  blobs.clear();
  let next = 0;
  // jsdom has neither object URLs nor navigation: record what would have been saved instead.
  createObjectURL = jest.fn((blob: Blob) => {
    next += 1;
    blobs.set(`blob:test/${next}`, blob);
    return `blob:test/${next}`;
  });
  revokeObjectURL = jest.fn();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, text: blob.text() });
  });
});
afterEach(() => jest.restoreAllMocks());

/** The export button, by its text (role queries over antd's large DOM are slow in jsdom). */
function exportButton(): HTMLElement {
  const button = screen.getByText(/^(Export CSV|Exporting…)$/).closest('button');
  if (!button) throw new Error('No export button');
  return button;
}

/** Clicks Export CSV once the list is shown. */
async function exportOnceListed() {
  await screen.findByText('PO-24001', undefined, { timeout: 10000 });
  fireEvent.click(exportButton());
}

/** The message saying why nothing was exported. */
function findExportFailure(reason: string) {
  return screen.findByText(`The reconciliation could not be exported. ${reason}`);
}

function renderTab(search = 'tab=reconciliation') {
  storeFakeSession(IVY);
  return renderWithProviders(<ReconciliationTab />, { route: `/inbound-module?${search}` });
}

describe('Export CSV', () => {
  it('downloads the CSV for the current tolerances and filters with the user’s bearer token', async () => {
    renderTab('tab=reconciliation&view=orders&price_tolerance=2&quantity_tolerance=7&status=mismatch&q=fab');
    await exportOnceListed();

    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10000 });
    expect(exports).toHaveLength(1);
    expect(exports[0]?.authorization).toMatch(/^Bearer eyJ/);
    const params = exports[0]!.params;
    expect(params.get('price_tolerance_percent')).toBe('2');
    expect(params.get('quantity_tolerance_percent')).toBe('7');
    expect(params.get('status')).toBe('mismatch');
    expect(params.get('search')).toBe('fab');
    expect(params.has('page')).toBe(false);
    expect(downloads[0]?.fileName).toBe('reconciliation-2026-11-21.csv');
    expect(await downloads[0]?.text).toBe(CSV);
    expect(revokeObjectURL).toHaveBeenCalled();
    expect(await screen.findByText('Exported reconciliation-2026-11-21.csv')).toBeInTheDocument();
  });

  it('names the file after today when the response does not say', async () => {
    server.use(
      http.get(`${API}/export`, () => new HttpResponse(CSV, { headers: { 'content-type': 'text/csv' } })),
    );
    renderTab();
    await exportOnceListed();

    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10000 });
    expect(downloads[0]?.fileName).toMatch(/^reconciliation-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('shows the button busy while the file is prepared', async () => {
    let release: (() => void) | null = null;
    server.use(
      http.get(`${API}/export`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return new HttpResponse(CSV, { headers: { 'content-type': 'text/csv' } });
      }),
    );
    renderTab();
    await exportOnceListed();

    await waitFor(() => expect(exportButton()).toHaveTextContent('Exporting…'));
    expect(exportButton()).toHaveClass('ant-btn-loading');
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10000 });
    await waitFor(() => expect(exportButton()).not.toHaveClass('ant-btn-loading'));
    expect(exportButton()).toHaveTextContent('Export CSV');
  });

  it('says why the export failed and saves nothing', async () => {
    server.use(
      http.get(`${API}/export`, () =>
        apiError(400, 'bad_request', 'price_tolerance_percent must be at most 100.'),
      ),
    );
    renderTab();
    await exportOnceListed();

    expect(await findExportFailure('price_tolerance_percent must be at most 100.')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('asks to sign in again when there is no session', async () => {
    renderWithProviders(<ReconciliationTab />, { route: '/inbound-module?tab=reconciliation' });
    await exportOnceListed();

    expect(await findExportFailure('Your session has ended; sign in again.')).toBeInTheDocument();
    expect(exports).toHaveLength(0);
  });
});
