import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAsSam, SAM, setupFakeNetwork } from '@aide/shared-auth/testing';
import { csvFile, fileInput, noImportsHandler, SLOW } from '../../../test-support/fake-import';
import { CustomerUploadPage } from '../components/customer-upload-page';

const API = 'http://api.test';

const server = setupFakeNetwork(noImportsHandler);

function renderPage() {
  return renderAsSam(<CustomerUploadPage />, { route: '/customer-upload' });
}

describe('CustomerUploadPage', () => {
  it('maps the columns, previews the rows and reports that all rows are valid', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Add Customers List' })).toBeInTheDocument();
    await user.upload(
      fileInput(),
      csvFile(
        'Customer Name,E-mail,Company Name\nAda Lovelace,ada@example.com,Engines\nGrace Hopper,grace@example.com,Navy\n',
      ),
    );
    expect(await screen.findByText('2 customers ready to import.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Column for Email' })).toBeInTheDocument();
    const preview = screen.getByLabelText('Preview');
    expect(within(preview).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(preview).getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 customers' })).toBeEnabled();
  });

  it('lists bad rows by file line and keeps Import disabled', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.upload(
      fileInput(),
      csvFile(
        'name,email\nAda,ada@example.com\n,bob@example.com\nCarl,not-an-email\nAda again,ADA@example.com\n',
      ),
    );
    expect(await screen.findByText('3 rows have problems', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('Fix the rows listed below and upload the file again — nothing has been imported.'),
    ).toBeInTheDocument();
    const problems = screen.getByLabelText('Problems');
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3Namename is required.',
      '4Email"not-an-email" is not a valid email address.',
      '5EmailDuplicate email "ada@example.com" (first on row 2).',
    ]);
    expect(screen.getByRole('button', { name: 'Import 1 customer' })).toBeDisabled();
  });

  it('imports the mapped rows in one request and shows the result', async () => {
    let received: unknown = null;
    let authorization: string | null = null;
    server.use(
      http.post(`${API}/api/upload_client_customers`, async ({ request }) => {
        authorization = request.headers.get('authorization');
        received = await request.json();
        return HttpResponse.json({ import_id: 'i1', total: 2, inserted: 1, updated: 1, unchanged: 0 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.upload(
      fileInput(),
      csvFile('Name,Email,City\nAda,ada@example.com,London\n\nGrace,grace@example.com,\n'),
    );
    await screen.findByText('2 customers ready to import.', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Import 2 customers' }));
    expect(await screen.findByText('2 customers imported: 1 new, 1 updated', {}, SLOW)).toBeInTheDocument();
    expect(received).toEqual({
      file_name: 'customers.csv',
      rows: [
        { row: 2, name: 'Ada', email: 'ada@example.com', city: 'London' },
        { row: 4, name: 'Grace', email: 'grace@example.com' },
      ],
    });
    expect(authorization).toMatch(/^Bearer ey/);
    await user.click(screen.getByRole('button', { name: 'Upload another file' }));
    expect(screen.getByText(/Drop a .csv or .xlsx file here/)).toBeInTheDocument();
  });

  it("shows the server's row problems when it refuses the file", async () => {
    server.use(
      http.post(`${API}/api/upload_client_customers`, () =>
        HttpResponse.json(
          {
            error: 'invalid_rows',
            message: '1 row has problems; nothing was imported.',
            problems: [{ row: 2, field: 'email', message: 'Email domain does not accept mail' }],
            problem_count: 1,
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.upload(fileInput(), csvFile('name,email\nAda,ada@example.com\n'));
    await screen.findByText('1 customer ready to import.', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Import 1 customer' }));
    expect(
      await screen.findByText('1 row has problems; nothing was imported.', {}, SLOW),
    ).toBeInTheDocument();
    const problems = screen.getByLabelText('Problems');
    expect(within(problems).getByText('Email domain does not accept mail')).toBeInTheDocument();
    expect(within(problems).getByText('2')).toBeInTheDocument();
  });

  it('re-checks the file after a column is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.upload(fileInput(), csvFile('Who,Address\nAda,ada@example.com\n'));
    expect(await screen.findByText('Choose the column for: Name, Email.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Column for Name' }));
    await user.click(await screen.findByTitle('Who', {}, SLOW));
    expect(await screen.findByText('Choose the column for: Email.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Column for Email' }));
    const options = await screen.findAllByTitle('Address', {}, SLOW);
    await user.click(options.at(-1)!);
    expect(await screen.findByText('1 customer ready to import.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 customer' })).toBeEnabled();
  });

  it('refuses a file that is not .csv or .xlsx, and an empty file', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderPage();
    await user.upload(fileInput(), new File(['%PDF'], 'customers.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(
        '"customers.pdf" is not a .csv or .xlsx file. Save the spreadsheet as CSV or Excel Workbook (.xlsx) and try again.',
        // The alert's text: the screen-reader announcer may still hold the same words.
        { selector: '.ant-alert-title' },
        SLOW,
      ),
    ).toBeInTheDocument();
    await user.upload(fileInput(), csvFile('name,email\n'));
    expect(
      await screen.findByText('The file has a header row but no data rows.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('explains an unreadable .xlsx file', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.upload(fileInput(), new File(['not a zip archive'], 'customers.xlsx'));
    expect(await screen.findByText(/This .xlsx file could not be read/, {}, SLOW)).toBeInTheDocument();
  });

  it('lists recent imports', async () => {
    server.use(
      http.get(`${API}/api/imports`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('kind')).toBe('customers');
        return HttpResponse.json({
          items: [
            {
              id: 'i1',
              kind: 'customers',
              file_name: 'march.csv',
              total: 1234,
              inserted: 1200,
              updated: 34,
              unchanged: 0,
              created_at: '2026-03-14T10:00:00Z',
              created_by_email: SAM.email,
            },
          ],
          total: 1,
          page: 1,
          page_size: 5,
        });
      }),
    );
    renderPage();
    expect(await screen.findByText('march.csv', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/1,234 rows \(1,200 new, 34 updated\)/)).toBeInTheDocument();
  });
});
