import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiError } from '@aide/shared-auth/testing';
import type { CustomerNote, ProposalDecision } from '../api/notes-api';
import {
  API,
  CUSTOMER_ID,
  DETAIL,
  note,
  proposal,
  renderCustomerPage,
  setupCustomerPageNetwork,
} from './customer-page-fixtures';

const server = setupCustomerPageNetwork();

const JOB_TITLE = 'Job title: Buyer → Head of Purchasing';
const INTEREST = 'Interests: green tea';

/**
 * A fake notes API holding one customer's notes: writing adds a note with two proposals, deciding applies
 * the decisions like the server (confirmed by Sam Rivera) and records each request body.
 */
function useNotesApi() {
  let notes: CustomerNote[] = [];
  let written = 0;
  const decisionBodies: { decisions: ProposalDecision[] }[] = [];
  let detailReads = 0;
  server.use(
    http.get(`${API}/customers/${CUSTOMER_ID}`, () => {
      detailReads += 1;
      return HttpResponse.json(DETAIL);
    }),
    http.get(`${API}/customers/${CUSTOMER_ID}/notes`, () => HttpResponse.json({ items: notes })),
    http.post(`${API}/write_notes`, async ({ request }) => {
      const body = (await request.json()) as { customer_id: string; body: string };
      written += 1;
      const id = `n${written}`;
      const created = note({
        id,
        body: body.body,
        proposals: [
          proposal({ id: `${id}-job` }),
          proposal({
            id: `${id}-interest`,
            field: 'interests',
            label: 'Interests',
            current_value: null,
            proposed_value: 'green tea',
          }),
        ],
      });
      notes = [created, ...notes];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(`${API}/confirm_notes_changes`, async ({ request }) => {
      const body = (await request.json()) as { decisions: ProposalDecision[] };
      decisionBodies.push(body);
      notes = notes.map((n) => ({
        ...n,
        proposals: n.proposals.map((p) => {
          const decision = body.decisions.find((d) => d.proposal_id === p.id);
          if (!decision) return p;
          return decision.decision === 'confirm'
            ? {
                ...p,
                status: 'confirmed' as const,
                decided_by_name: 'Sam Rivera',
                decided_at: '2026-11-21T10:00:00Z',
              }
            : {
                ...p,
                status: 'rejected' as const,
                decided_by_name: 'Sam Rivera',
                decided_at: '2026-11-21T10:00:00Z',
              };
        }),
      }));
      return HttpResponse.json({ customer: DETAIL.customer, proposals: notes.flatMap((n) => n.proposals) });
    }),
  );
  return { decisionBodies, detailReads: () => detailReads };
}

/** Text queries: role queries over the whole page are slow in jsdom. */
function saveButton(): HTMLElement {
  return screen.getByText('Save note').closest('button') as HTMLElement;
}

async function writeNote(text: string) {
  fireEvent.change(await screen.findByLabelText('New note'), { target: { value: text } });
  fireEvent.click(saveButton());
}

describe('CustomerPage notes', () => {
  it('writes a note, shows its proposals and confirms one, refreshing the customer', async () => {
    const api = useNotesApi();
    renderCustomerPage();
    expect(await screen.findByText(/No notes yet/)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await writeNote('  Now Head of Purchasing, interested in green tea  ');
    const jobTitle = await screen.findByLabelText(JOB_TITLE);
    expect(screen.getByLabelText(INTEREST)).toBeInTheDocument();
    expect(screen.getByText('Now Head of Purchasing, interested in green tea')).toBeInTheDocument();
    expect(screen.getByText(/^Sam Rivera ·/)).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveValue('');
    const readsBefore = api.detailReads();

    fireEvent.click(within(jobTitle).getByRole('button', { name: 'Confirm' }));
    expect(await within(jobTitle).findByText('Confirmed by Sam Rivera')).toBeInTheDocument();
    expect(api.decisionBodies).toEqual([{ decisions: [{ proposal_id: 'n1-job', decision: 'confirm' }] }]);
    expect(within(jobTitle).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.detailReads()).toBeGreaterThan(readsBefore));
    // The other proposal is still open.
    expect(within(screen.getByLabelText(INTEREST)).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('rejects a proposal, and confirms all the open ones of a note in one request', async () => {
    const api = useNotesApi();
    renderCustomerPage();
    await writeNote('Now Head of Purchasing, interested in green tea');

    const interest = await screen.findByLabelText(INTEREST);
    fireEvent.click(within(interest).getByRole('button', { name: 'Reject' }));
    expect(await within(interest).findByText('Rejected')).toBeInTheDocument();
    expect(api.decisionBodies[0]).toEqual({
      decisions: [{ proposal_id: 'n1-interest', decision: 'reject' }],
    });
    // One open proposal left: no "Confirm all".
    expect(screen.queryByText('Confirm all')).not.toBeInTheDocument();

    await writeNote('Another note with the same changes');
    const confirmAll = await screen.findByText('Confirm all');
    fireEvent.click(confirmAll);
    await waitFor(() => expect(api.decisionBodies).toHaveLength(2));
    expect(api.decisionBodies[1]).toEqual({
      decisions: [
        { proposal_id: 'n2-job', decision: 'confirm' },
        { proposal_id: 'n2-interest', decision: 'confirm' },
      ],
    });
  });

  it('tells the user when someone else decided first (409) and shows their decision', async () => {
    let decided = false;
    const pending = note({ proposals: [proposal()] });
    server.use(
      http.get(`${API}/customers/${CUSTOMER_ID}/notes`, () =>
        HttpResponse.json({
          items: [
            decided
              ? { ...pending, proposals: [proposal({ status: 'confirmed', decided_by_name: 'Alex Kim' })] }
              : pending,
          ],
        }),
      ),
      http.post(`${API}/confirm_notes_changes`, () => {
        decided = true;
        return apiError(409, 'conflict', 'This change was already confirmed by Alex Kim.');
      }),
    );
    renderCustomerPage();

    const jobTitle = await screen.findByLabelText(JOB_TITLE);
    fireEvent.click(within(jobTitle).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This change was already confirmed by Alex Kim.')).toBeInTheDocument();
    expect(await screen.findByText('Confirmed by Alex Kim')).toBeInTheDocument();
  });

  it('keeps the text and says why when a note cannot be saved', async () => {
    server.use(http.post(`${API}/write_notes`, () => apiError(400, 'bad_request', 'The note is too long.')));
    renderCustomerPage();
    await writeNote('Call back next week');

    expect(await screen.findByText('The note is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveValue('Call back next week');
  });
});
