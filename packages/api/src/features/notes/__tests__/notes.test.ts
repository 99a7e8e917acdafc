// Notes over HTTP on PGlite and PostgreSQL: a note becomes proposals, a member confirms or rejects them, the
// customer changes, and a second decision is refused. Fresh Start Co starts empty and gets its own customers.
import { addDays } from '../../dashboard/dashboard-period.js';
import { todayUtc } from '../../../workspace/today.js';
import { apiBackends } from '../../../../tests/support/api-backends.js';
import { apiSuite } from '../../../../tests/support/api-suite.js';
import { postgresAvailable, SKIP_POSTGRES_NOTE } from '../../../../tests/support/postgres.js';
import { sendJson } from '../../../../tests/support/send-json.js';

if (!postgresAvailable) console.log(SKIP_POSTGRES_NOTE);

interface Proposal {
  id: string;
  field: string;
  label: string;
  current_value: string | null;
  proposed_value: string;
  status: string;
  decided_by_name: string | null;
  decided_at: string | null;
}
interface Note {
  id: string;
  body: string;
  author_name: string;
  proposals: Proposal[];
}

describe.each(apiBackends)('Notes API on %s', (_name, start) => {
  const { api, tokens } = apiSuite(start, ['sam', 'fresh', 'ivy']);
  let maria = '';

  beforeAll(async () => {
    const create = async (body: object) => {
      const response = await post(tokens.fresh, '/api/create_customer_from_text', body);
      expect(response.status).toBe(201);
      return (response.body as { id: string }).id;
    };
    maria = await create({
      name: 'Maria Anders',
      email: 'maria@alfreds.test',
      phone: '+1 415 555 0100',
      city: 'Berlin',
    });
    // Owns the email a later note proposes for Maria.
    await create({ name: 'Taken Address', email: 'taken@acme.test' });
  });

  const get = (token: string, path: string) => sendJson('GET', `${api.apiUrl}${path}`, token);
  const post = (token: string, path: string, body: unknown) =>
    sendJson('POST', `${api.apiUrl}${path}`, token, body);
  const writeNote = async (body: string) => {
    const response = await post(tokens.fresh, '/api/write_notes', { customer_id: maria, body });
    expect(response.status).toBe(201);
    return response.body as Note;
  };
  const decide = (decisions: { proposal_id: string; decision: string }[]) =>
    post(tokens.fresh, '/api/confirm_notes_changes', { decisions });
  const byField = (note: Note, field: string) =>
    note.proposals.filter((proposal) => proposal.field === field);

  it('turns a note into pending proposals, leaving out what the customer already has', async () => {
    const note = await writeNote(
      'Call with Maria: she is now Head of Purchasing at Acme Ltd, still based in Berlin. New email ' +
        'maria.anders@acme.test, direct line 415-555-0199. Interested in organic coffee and green tea. ' +
        'Follow up in 2 weeks.',
    );
    expect(note).toMatchObject({
      author_name: expect.any(String),
      body: expect.stringMatching(/^Call with Maria/),
    });
    expect(
      note.proposals.map((p) => [p.field, p.label, p.current_value, p.proposed_value, p.status]),
    ).toEqual([
      ['email', 'Email', 'maria@alfreds.test', 'maria.anders@acme.test', 'pending'],
      ['phone', 'Phone', '+1 415 555 0100', '+1 415 555 0199', 'pending'],
      ['job_title', 'Job title', null, 'Head of Purchasing', 'pending'],
      ['company', 'Company', null, 'Acme Ltd', 'pending'],
      ['follow_up_on', 'Follow-up date', null, addDays(todayUtc(), 14), 'pending'],
      ['interests', 'Interest', null, 'organic coffee', 'pending'],
      ['interests', 'Interest', null, 'green tea', 'pending'],
    ]);
    const list = await get(tokens.fresh, `/api/customers/${maria}/notes`);
    expect(list.status).toBe(200);
    expect((list.body as { items: Note[] }).items).toEqual([note]);
  });

  it('confirms and rejects together, updates the customer, and refuses a second decision', async () => {
    const [note] = ((await get(tokens.fresh, `/api/customers/${maria}/notes`)).body as { items: Note[] })
      .items;
    const [email] = byField(note!, 'email');
    const [phone] = byField(note!, 'phone');
    const [title] = byField(note!, 'job_title');
    const [followUp] = byField(note!, 'follow_up_on');
    const [coffee, tea] = byField(note!, 'interests');
    const response = await decide([
      { proposal_id: email!.id, decision: 'confirm' },
      { proposal_id: phone!.id, decision: 'reject' },
      { proposal_id: title!.id, decision: 'confirm' },
      { proposal_id: followUp!.id, decision: 'confirm' },
      { proposal_id: coffee!.id, decision: 'confirm' },
      { proposal_id: tea!.id, decision: 'confirm' },
    ]);
    expect(response.status).toBe(200);
    const body = response.body as { customer: Record<string, unknown>; proposals: Proposal[] };
    expect(body.customer).toMatchObject({
      id: maria,
      email: 'maria.anders@acme.test',
      phone: '+1 415 555 0100',
      job_title: 'Head of Purchasing',
      company: null,
      follow_up_on: addDays(todayUtc(), 14),
      interests: ['organic coffee', 'green tea'],
    });
    expect(body.proposals.map((p) => [p.field, p.status])).toEqual([
      ['email', 'confirmed'],
      ['phone', 'rejected'],
      ['job_title', 'confirmed'],
      ['follow_up_on', 'confirmed'],
      ['interests', 'confirmed'],
      ['interests', 'confirmed'],
    ]);
    expect(body.proposals.every((p) => p.decided_by_name && p.decided_at)).toBe(true);

    const search = await get(tokens.fresh, '/api/customers_search?search=maria.anders');
    expect((search.body as { items: object[] }).items).toEqual([
      expect.objectContaining({ job_title: 'Head of Purchasing', follow_up_on: addDays(todayUtc(), 14) }),
    ]);

    const [company] = byField(note!, 'company');
    const again = await decide([
      { proposal_id: company!.id, decision: 'confirm' },
      { proposal_id: email!.id, decision: 'reject' },
    ]);
    expect(again).toMatchObject({
      status: 409,
      body: {
        error: 'already_decided',
        message: expect.stringMatching(/^This change was already confirmed by .+\.$/),
      },
    });
    // Nothing of that request applied: the company proposal is still pending.
    const after = ((await get(tokens.fresh, `/api/customers/${maria}/notes`)).body as { items: Note[] })
      .items[0]!;
    expect(byField(after, 'company')[0]!.status).toBe('pending');
    const detail = await get(tokens.fresh, `/api/customers/${maria}`);
    expect((detail.body as { customer: { company: string | null } }).customer.company).toBeNull();
  });

  it('refuses an email another customer has, and rolls back the whole request', async () => {
    const note = await writeNote('Her email is now TAKEN@acme.test and she relocated to Lyon.');
    const [email] = byField(note, 'email');
    const [city] = byField(note, 'city');
    expect(email!.proposed_value).toBe('taken@acme.test');
    const response = await decide([
      { proposal_id: city!.id, decision: 'confirm' },
      { proposal_id: email!.id, decision: 'confirm' },
    ]);
    expect(response).toMatchObject({
      status: 409,
      body: { message: 'Another customer already has the email taken@acme.test.' },
    });
    const detail = (await get(tokens.fresh, `/api/customers/${maria}`)).body as {
      customer: { city: string };
    };
    expect(detail.customer.city).toBe('Berlin');
    const rejected = await decide([
      { proposal_id: city!.id, decision: 'confirm' },
      { proposal_id: email!.id, decision: 'reject' },
    ]);
    expect(rejected.status).toBe(200);
    expect((rejected.body as { customer: { city: string } }).customer.city).toBe('Lyon');
  });

  it('keeps a note without facts, with no proposals', async () => {
    const note = await writeNote('Friendly chat, nothing new.');
    expect(note.proposals).toEqual([]);
    const notes = ((await get(tokens.fresh, `/api/customers/${maria}/notes`)).body as { items: Note[] })
      .items;
    expect(notes[0]!.id).toBe(note.id);
    expect(notes).toHaveLength(3);
  });

  it('keeps other organizations out: 404 for their customers and proposals, 403 for inbound', async () => {
    const theirs = await post(tokens.sam, '/api/write_notes', { customer_id: maria, body: 'Hello' });
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Customer not found.' } });
    expect((await get(tokens.sam, `/api/customers/${maria}/notes`)).status).toBe(404);
    const notes = ((await get(tokens.fresh, `/api/customers/${maria}/notes`)).body as { items: Note[] })
      .items;
    const pending = notes.flatMap((note) => note.proposals).find((proposal) => proposal.status === 'pending');
    const stolen = await post(tokens.sam, '/api/confirm_notes_changes', {
      decisions: [{ proposal_id: pending!.id, decision: 'confirm' }],
    });
    expect(stolen.status).toBe(404);
    expect((await post(tokens.ivy, '/api/write_notes', { customer_id: maria, body: 'Hi' })).status).toBe(403);
    expect((await get(tokens.ivy, `/api/customers/${maria}/notes`)).status).toBe(403);
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      { customer_id: maria, body: '' },
      { customer_id: maria, body: '   ' },
      { customer_id: maria, body: 'x'.repeat(5001) },
      { customer_id: 'nope', body: 'Hello' },
      { body: 'Hello' },
    ]) {
      expect((await post(tokens.fresh, '/api/write_notes', body)).status).toBe(400);
    }
    const id = '00000000-0000-4000-8000-000000000000';
    for (const decisions of [[], [{ proposal_id: id, decision: 'maybe' }], [{ proposal_id: id }]]) {
      expect((await decide(decisions as never)).status).toBe(400);
    }
    const duplicate = await decide([
      { proposal_id: id, decision: 'confirm' },
      { proposal_id: id, decision: 'reject' },
    ]);
    expect(duplicate).toMatchObject({
      status: 400,
      body: { message: 'Each change can be decided once per request.' },
    });
    expect((await decide([{ proposal_id: id, decision: 'confirm' }])).status).toBe(404);
  });
});
