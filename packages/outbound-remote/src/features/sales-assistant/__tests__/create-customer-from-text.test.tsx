import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useParams } from 'react-router-dom';
import { apiError, renderWithProviders } from '@aide/shared-auth/testing';
import type { NewCustomerInput, ParsedCustomerText } from '../api/customer-text-api';
import { CreateCustomerFromTextModal } from '../components/create-customer-from-text-modal';
import { API, customer, setupCustomersNetwork } from './customers-fixtures';

const SIGNATURE = 'Maria Anders\nPurchasing, Alfreds Futterkiste\n+49 30 1234567';

const PARSED_WITHOUT_EMAIL: ParsedCustomerText = {
  fields: {
    name: 'Maria Anders',
    email: null,
    phone: '+49 30 1234567',
    company: 'Alfreds Futterkiste',
    job_title: 'Purchasing',
    city: null,
    segment: null,
  },
  missing: ['email'],
  duplicate: null,
};

let created: NewCustomerInput[] = [];
let parsedTexts: string[] = [];

const server = setupCustomersNetwork();

function serveParse(parsed: ParsedCustomerText) {
  server.use(
    http.post(`${API}/parse_customer_text`, async ({ request }) => {
      parsedTexts.push(((await request.json()) as { text: string }).text);
      return HttpResponse.json(parsed);
    }),
  );
}

function serveCreate(reply: (input: NewCustomerInput) => Response) {
  server.use(
    http.post(`${API}/create_customer_from_text`, async ({ request }) => {
      const input = (await request.json()) as NewCustomerInput;
      created.push(input);
      return reply(input);
    }),
  );
}

function CustomerStub() {
  const { customerId } = useParams();
  return <p>Customer page of {customerId}</p>;
}

/** The modal alone on the list's route (the page's table is tested elsewhere and slows every step here). */
function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/sales-assistant" element={<CreateCustomerFromTextModal open onClose={() => {}} />} />
      <Route path="/sales-assistant/customers/:customerId" element={<CustomerStub />} />
    </Routes>,
    { route: '/sales-assistant' },
  );
}

async function pasteAndRead(text = SIGNATURE) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Text about the customer' }), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Read details' }));
  return screen.findByRole('button', { name: 'Save customer' });
}

/** A field of the review form (the table behind the dialog has a Name column too; optional ones say so). */
function field(label: string): HTMLElement {
  return within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}`));
}

beforeEach(() => {
  created = [];
  parsedTexts = [];
});

describe('New customer from text', () => {
  it('reads the pasted text, highlights the missing email, and saves nothing until it is filled in', async () => {
    serveParse(PARSED_WITHOUT_EMAIL);
    serveCreate((input) => HttpResponse.json(customer(42, { ...input, id: 'c42' }), { status: 201 }));
    renderPage();

    await pasteAndRead();
    expect(parsedTexts).toEqual([SIGNATURE]);
    expect(field('Name')).toHaveValue('Maria Anders');
    expect(field('Company')).toHaveValue('Alfreds Futterkiste');
    expect(field('Email')).toHaveValue('');
    expect(screen.getByText('Not found in the text. Please fill it in.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Enter the email.')).toBeInTheDocument();
    expect(created).toEqual([]);

    fireEvent.change(field('Email'), { target: { value: 'maria@alfreds.test' } });
    await waitFor(() =>
      expect(screen.queryByText('Not found in the text. Please fill it in.')).not.toBeInTheDocument(),
    );
    expect(created).toEqual([]);
  });

  it('saves the reviewed fields, then opens the new customer with a toast', async () => {
    serveParse({
      ...PARSED_WITHOUT_EMAIL,
      fields: { ...PARSED_WITHOUT_EMAIL.fields, email: 'maria@alfreds.test' },
      missing: [],
    });
    serveCreate((input) => HttpResponse.json(customer(42, { ...input, id: 'c42' }), { status: 201 }));
    renderPage();

    await pasteAndRead();
    fireEvent.change(field('City'), { target: { value: ' Berlin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customer' }));

    expect(await screen.findByText('Customer page of c42')).toBeInTheDocument();
    expect(await screen.findByText('Maria Anders was added to your customers')).toBeInTheDocument();
    expect(created).toEqual([
      {
        name: 'Maria Anders',
        email: 'maria@alfreds.test',
        phone: '+49 30 1234567',
        company: 'Alfreds Futterkiste',
        job_title: 'Purchasing',
        city: 'Berlin',
      },
    ]);
  });

  it('warns about a customer with the same email, links to them, and shows the 409 in the form', async () => {
    serveParse({
      ...PARSED_WITHOUT_EMAIL,
      fields: { ...PARSED_WITHOUT_EMAIL.fields, email: 'maria@alfreds.test' },
      missing: [],
      duplicate: { id: 'c7', name: '<b>Maria</b> Anders' },
    });
    serveCreate(() =>
      apiError(409, 'conflict', 'A customer with the email maria@alfreds.test already exists.'),
    );
    renderPage();

    await pasteAndRead();
    expect(screen.getByText(/A customer with this email already exists/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '<b>Maria</b> Anders' })).toHaveAttribute(
      'href',
      '/sales-assistant/customers/c7',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    expect(
      await screen.findByText('A customer with the email maria@alfreds.test already exists.'),
    ).toBeInTheDocument();
    expect(created).toHaveLength(1);
    // Still in the form, to fix the email.
    expect(screen.getByRole('button', { name: 'Save customer' })).toBeInTheDocument();
    expect(screen.queryByText(/Customer page of/)).not.toBeInTheDocument();
  });

  it("shows the server's 400 and lets the user go back to the text", async () => {
    serveParse({
      ...PARSED_WITHOUT_EMAIL,
      fields: { ...PARSED_WITHOUT_EMAIL.fields, email: 'maria@alfreds.test' },
      missing: [],
    });
    serveCreate(() => apiError(400, 'bad_request', 'Enter a valid email address.'));
    renderPage();

    await pasteAndRead();
    fireEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the text' }));
    expect(await screen.findByRole('textbox', { name: 'Text about the customer' })).toHaveValue(SIGNATURE);
  });

  it('says so when the text cannot be read', async () => {
    server.use(http.post(`${API}/parse_customer_text`, () => apiError(500, 'internal', 'boom')));
    renderPage();

    const textbox = await screen.findByRole('textbox', { name: 'Text about the customer' });
    expect(screen.getByRole('button', { name: 'Read details' })).toBeDisabled();
    fireEvent.change(textbox, { target: { value: SIGNATURE } });
    fireEvent.click(screen.getByRole('button', { name: 'Read details' }));
    expect(await screen.findByText('boom')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read details' })).toBeEnabled());
  });
});
