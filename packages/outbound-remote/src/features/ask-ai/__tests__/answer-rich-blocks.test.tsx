import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupFakeNetwork, storeFakeSession } from '@aide/shared-auth/testing';
import { AnswerMarkdown } from '../components/answer-markdown';

const API = 'http://api.test/api';
const sent: unknown[] = [];
setupFakeNetwork(
  http.post(`${API}/send-preselected-items-email`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(
      {
        id: 'e1',
        to: 'maria@example.test',
        subject: 'x',
        sent_via: 'outbox',
        status: 'queued',
        queued_at: '2026-11-21T10:00:00Z',
        sent_at: null,
      },
      { status: 202 },
    );
  }),
);

const chart = {
  kind: 'line',
  title: 'Revenue',
  format: 'money',
  series: ['2026'],
  points: [
    { label: '2026-01', values: [100] },
    { label: '2026-02', values: [150] },
  ],
};
const draft = {
  customer_id: '50000000-0000-4000-8000-000000000001',
  customer_name: 'Maria Anders',
  to: 'maria@example.test',
  subject: 'It has been a while, Maria',
  body: 'Hi Maria,\n\nWe miss you.',
  items: [{ product_id: '61000000-0000-4000-8000-000000000001', sku: 'NW-1', name: 'Chai' }],
};
const fenced = (language: string, value: unknown) =>
  '```' + language + '\n' + JSON.stringify(value) + '\n```';

describe('rich blocks in an answer', () => {
  beforeEach(() =>
    storeFakeSession({ id: '11111111-1111-4111-8111-111111111111', email: 'sam@northwind.test' }),
  );

  it('draws a chart beside the table, loaded lazily, with the table as its text alternative', async () => {
    renderWithProviders(
      <AnswerMarkdown
        text={`${fenced('aide-chart', chart)}\n\n| Month | Revenue |\n| --- | ---: |\n| 2026-01 | $100.00 |`}
      />,
    );
    expect(
      await screen.findByRole('img', { name: /Line chart of Revenue; the figures are in the table below/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('2026-01');
    expect(screen.queryByText(/"kind":"line"/)).not.toBeInTheDocument();
  });

  it('shows nothing for a chart still streaming in, and other code as code', () => {
    renderWithProviders(<AnswerMarkdown text={'```aide-chart\n{"kind":"li\n```\n\n```\nplain code\n```'} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('plain code')).toBeInTheDocument();
  });

  it('shows a drafted email editable, and sends it only on Send with the edited text', async () => {
    renderWithProviders(<AnswerMarkdown text={fenced('aide-email-draft', draft)} />);
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('It has been a while, Maria');
    expect(sent).toEqual([]);
    fireEvent.change(subject, { target: { value: 'Checking in, Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to maria@example.test (queued).')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      mode: 'send',
      customer_id: draft.customer_id,
      items: [{ product_id: draft.items[0]!.product_id }],
      subject: 'Checking in, Maria',
      body: 'Hi Maria,\n\nWe miss you.',
    });
  });
});
