import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAsSam, setupFakeNetwork } from '@aide/shared-auth/testing';
import { acceptImport, importResult, SLOW } from '../../../test-support/fake-import';
import { ImportWizard } from '..';

const DRIVE_IMPORT = 'http://api.test/api/download-google-drive';
const SHEET = 'https://docs.google.com/spreadsheets/d/sandbox-customers/edit';
const server = setupFakeNetwork();

async function importLink(link = SHEET) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: 'Google Sheet link' }), link);
  await user.click(screen.getByRole('button', { name: /Import from Google Drive/ }));
  return user;
}

describe('Import from Google Drive', () => {
  it('imports a shared sheet and tells the embedding page', async () => {
    const sent = acceptImport(server, DRIVE_IMPORT, importResult('g1', { inserted: 20, updated: 5 }));
    const onImported = jest.fn();
    renderAsSam(<ImportWizard kind="customers" onImported={onImported} />);
    await importLink(`  ${SHEET} `);
    expect(await screen.findByText('25 customers imported: 20 new, 5 updated', {}, SLOW)).toBeInTheDocument();
    expect(sent.body).toEqual({ url: SHEET, kind: 'customers' });
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ import_id: 'g1' }));
  });

  it('lists the rows the server refused, with their lines in the sheet', async () => {
    server.use(
      http.post(DRIVE_IMPORT, () =>
        HttpResponse.json(
          {
            error: 'invalid_rows',
            message: '2 rows have problems; nothing was imported.',
            problem_count: 2,
            problems: [
              { row: 3, field: 'name', message: 'name is required.' },
              { row: 4, field: 'email', message: '"not-an-email" is not a valid email address.' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    renderAsSam(<ImportWizard kind="customers" />);
    await importLink();
    expect(
      await screen.findByText('2 rows have problems; nothing was imported.', {}, SLOW),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problems' });
    expect(within(table).getByText('"not-an-email" is not a valid email address.')).toBeInTheDocument();
    expect(within(table).getByText('Email')).toBeInTheDocument();
    expect(within(table).getByText('4')).toBeInTheDocument();
  });

  it('shows why a sheet could not be read, and retries', async () => {
    let calls = 0;
    server.use(
      http.post(DRIVE_IMPORT, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              {
                error: 'sheet_not_found',
                message: 'That sheet could not be read. Share it as "Anyone with the link" and try again.',
              },
              { status: 404 },
            )
          : HttpResponse.json({ import_id: 'g2', total: 20, inserted: 20, updated: 0, unchanged: 0 });
      }),
    );
    renderAsSam(<ImportWizard kind="inventory" />);
    const user = await importLink('https://docs.google.com/spreadsheets/d/private/edit');
    expect(
      await screen.findByText(
        'That sheet could not be read. Share it as "Anyone with the link" and try again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('20 products imported: 20 new, 0 updated', {}, SLOW)).toBeInTheDocument();
  });

  it('is not offered for sales history (a file only)', () => {
    renderAsSam(<ImportWizard kind="sales" />);
    expect(screen.queryByRole('textbox', { name: 'Google Sheet link' })).not.toBeInTheDocument();
  });
});
