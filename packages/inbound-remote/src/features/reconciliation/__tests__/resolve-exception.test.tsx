import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError, renderWithProviders, setupFakeNetwork } from '@aide/shared-auth/testing';
import type { ResolveExceptionBody } from '../api/reconciliation-api';
import { ReconciliationTab } from '../components/reconciliation-tab';
import { API, MISMATCH, MISSING_DOCUMENT, page, reconciliation } from './reconciliation-fixtures';

let resolved: ResolveExceptionBody[] = [];

const server = setupFakeNetwork(
  http.get(API, () => HttpResponse.json(reconciliation())),
  // Like the API: a resolved line leaves the open queue.
  http.get(`${API}/exceptions`, () =>
    HttpResponse.json(
      page(
        [MISMATCH, MISSING_DOCUMENT].filter(
          (line) => !resolved.some((body) => body.purchase_order_id === line.purchase_order_id),
        ),
      ),
    ),
  ),
  http.post(`${API}/exceptions/resolve`, async ({ request }) => {
    const body = (await request.json()) as ResolveExceptionBody;
    resolved.push(body);
    return HttpResponse.json(
      {
        resolution: {
          note: body.note,
          resolved_by_label: 'Ivy Chen',
          resolved_at: '2026-11-21T10:00:00Z',
        },
      },
      { status: 201 },
    );
  }),
);

beforeEach(() => {
  resolved = [];
});

async function openResolveFor(poNumber: string): Promise<HTMLElement> {
  renderWithProviders(<ReconciliationTab />, { route: '/inbound-module?tab=reconciliation' });
  const cell = await screen.findByText(poNumber, undefined, { timeout: 10000 });
  fireEvent.click(within(cell.closest('tr')!).getByRole('button', { name: 'Resolve' }));
  return findDialog();
}

/** The open modal (antd names it by its title element, which jsdom's role query does not resolve). */
async function findDialog(): Promise<HTMLElement> {
  const title = await screen.findByText('Resolve exception', { selector: '.ant-modal-title' });
  const dialog = title.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('The resolve dialog is not open');
  return dialog;
}

describe('Resolving an exception', () => {
  it('requires a note before posting', async () => {
    const dialog = await openResolveFor('PO-24002');
    expect(within(dialog).getByText('PO-24002 · Sales order')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(
      await within(dialog).findByText('Explain why this difference is acceptable or how it was settled.'),
    ).toBeInTheDocument();
    expect(resolved).toHaveLength(0);
  });

  it('posts the note for that line, confirms, and takes it off the open queue', async () => {
    const dialog = await openResolveFor('PO-24001');
    expect(within(dialog).getByText('PO-24001 · Invoice INV-9001 · CT-001')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: '  Customer accepted 12 units at the new price.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('Exception on PO-24001 resolved')).toBeInTheDocument();
    expect(resolved).toEqual([
      {
        purchase_order_id: 'po-1',
        document_kind: 'invoice',
        line_ref: 'CT-001',
        note: 'Customer accepted 12 units at the new price.',
      },
    ]);
    await waitFor(() => expect(screen.queryByText('PO-24001')).not.toBeInTheDocument(), {
      timeout: 10000,
    });
    expect(screen.getByText('PO-24002')).toBeInTheDocument();
  });

  it('shows the API’s reason when the line cannot be resolved, and keeps the dialog open', async () => {
    server.use(
      http.post(`${API}/exceptions/resolve`, () =>
        apiError(409, 'already_resolved', 'This exception was already resolved by Sam Lee.'),
      ),
    );
    const dialog = await openResolveFor('PO-24001');

    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Agreed.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(
      await within(dialog).findByText('This exception was already resolved by Sam Lee.'),
    ).toBeInTheDocument();
    expect(await findDialog()).toBeVisible();
  });
});
