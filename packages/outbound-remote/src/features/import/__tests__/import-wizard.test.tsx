import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAsSam, setupFakeNetwork } from '@aide/shared-auth/testing';
import { acceptImport, csvFile, fileInput, importResult, SLOW } from '../../../test-support/fake-import';
import { ImportWizard } from '..';

const server = setupFakeNetwork();

describe('ImportWizard (inventory)', () => {
  it('imports products and tells the embedding page', async () => {
    const sent = acceptImport(
      server,
      'http://api.test/api/upload_inventory',
      importResult('i1', { inserted: 2 }),
    );
    const onImported = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderAsSam(<ImportWizard kind="inventory" onImported={onImported} />);
    const csv =
      'Item SKU,Product Name,Brand,Category,Unit Price,Qty\nCH-100,Oak chair,Northwind,Chairs,$129.00,24\nTB-200,Table,,,,0\n';
    await user.upload(fileInput(), csvFile(csv, 'stock.csv'));
    await screen.findByText('2 products ready to import.', {}, SLOW);
    // Screen-reader users hear the check's result and the server's answer without moving focus.
    const announcer = screen.getByTestId('live-announcer-polite');
    await waitFor(() => expect(announcer).toHaveTextContent('2 products ready to import.'));
    await user.click(screen.getByRole('button', { name: 'Import 2 products' }));
    expect(await screen.findByText('2 products imported: 2 new, 0 updated', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(announcer).toHaveTextContent('2 products imported: 2 new, 0 updated'));
    expect(sent.body).toEqual({
      file_name: 'stock.csv',
      rows: [
        {
          row: 2,
          sku: 'CH-100',
          name: 'Oak chair',
          brand: 'Northwind',
          category: 'Chairs',
          price: 129,
          quantity_on_hand: 24,
        },
        { row: 3, sku: 'TB-200', name: 'Table', quantity_on_hand: 0 },
      ],
    });
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ import_id: 'i1', inserted: 2 }));
  });

  it('says nothing was imported when the server cannot be reached', async () => {
    server.use(http.post('http://api.test/api/upload_inventory', () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderAsSam(<ImportWizard kind="inventory" />);
    const csv = 'sku,name,quantity_on_hand\nA1,Chair,1\n';
    await user.upload(fileInput(), csvFile(csv, 'stock.csv'));
    await screen.findByText('1 product ready to import.', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Import 1 product' }));
    expect(
      await screen.findByText(
        'The upload could not reach the server; nothing was imported. Check your connection and try again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 product' })).toBeEnabled();
  });
});
