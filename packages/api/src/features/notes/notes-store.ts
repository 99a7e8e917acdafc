// Notes about a customer and the changes proposed from them. Written as the API's own role (browsers may only
// read these tables), so every statement filters by the caller's organization itself.
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import { loadCustomerRecord, type CustomerRecord } from '../customers/customer-item.js';
import { todayUtc } from '../../workspace/today.js';
import type { Workspace } from '../../workspace/with-workspace.js';
import { FIELD_LABELS, proposeChanges, type ProposalField } from './propose-changes.js';

interface ProposalRow {
  id: string;
  note_id: string;
  customer_id: string;
  field: ProposalField;
  current_value: string | null;
  proposed_value: string;
  status: 'pending' | 'confirmed' | 'rejected';
  decided_by_name: string | null;
  decided_at: Date | null;
}

interface NoteRow {
  id: string;
  body: string;
  author_name: string;
  created_at: Date;
}

const PROPOSAL_COLUMNS = `id, note_id, customer_id, field, current_value, proposed_value, status, decided_by_name,
  decided_at`;

const proposalOf = ({ note_id: _note, customer_id: _customer, ...row }: ProposalRow) => ({
  ...row,
  label: FIELD_LABELS[row.field],
});

export async function writeNote(tx: Queryable, ws: Workspace, customerId: string, body: string) {
  const customer = await loadCustomerRecord(tx, ws, customerId);
  const { rows: notes } = await tx.query<NoteRow>(
    `insert into public.aide_customer_notes (organization_id, customer_id, author_user_id, author_name, body)
     values ($1, $2, $3, $4, $5) returning id, body, author_name, created_at`,
    [ws.organizationId, customer.id, ws.userId, ws.displayName, body],
  );
  const note = notes[0]!;
  const changes = proposeChanges(body, customer, todayUtc());
  // created_at steps by a microsecond per proposal: the table has no position column, and lists read them back
  // in the order the note gave them.
  const { rows: proposals } = await tx.query<ProposalRow>(
    `insert into public.aide_note_change_proposals
       (organization_id, note_id, customer_id, field, current_value, proposed_value, created_at)
     select $1, $2, $3, c.field, c.current_value, c.proposed_value,
            now() + c.ord * interval '1 microsecond'
       from rows from (jsonb_to_recordset($4::jsonb) as (field text, current_value text, proposed_value text))
            with ordinality as c (field, current_value, proposed_value, ord)
      order by c.ord
     returning ${PROPOSAL_COLUMNS}`,
    [ws.organizationId, note.id, customer.id, JSON.stringify(changes)],
  );
  return { ...note, proposals: proposals.map(proposalOf) };
}

export async function listNotes(tx: Queryable, ws: Workspace, customerId: string) {
  await loadCustomerRecord(tx, ws, customerId);
  const { rows: notes } = await tx.query<NoteRow>(
    `select id, body, author_name, created_at from public.aide_customer_notes
      where organization_id = $1 and customer_id = $2 order by created_at desc, id desc`,
    [ws.organizationId, customerId],
  );
  const { rows: proposals } = await tx.query<ProposalRow>(
    `select ${PROPOSAL_COLUMNS} from public.aide_note_change_proposals
      where organization_id = $1 and customer_id = $2 order by created_at, id`,
    [ws.organizationId, customerId],
  );
  return {
    items: notes.map((note) => ({
      ...note,
      proposals: proposals.filter((proposal) => proposal.note_id === note.id).map(proposalOf),
    })),
  };
}

export interface Decision {
  proposal_id: string;
  decision: 'confirm' | 'reject';
}

/** Applies every decision of one request, or none: any refusal throws and the transaction rolls back. */
export async function decideProposals(tx: Queryable, ws: Workspace, decisions: readonly Decision[]) {
  const ids = decisions.map((decision) => decision.proposal_id);
  if (new Set(ids).size !== ids.length) {
    throw new HttpError(400, 'invalid_request', 'Each change can be decided once per request.');
  }
  const { rows } = await tx.query<ProposalRow>(
    `select ${PROPOSAL_COLUMNS} from public.aide_note_change_proposals
      where organization_id = $1 and id = any($2::uuid[]) for update`,
    [ws.organizationId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw new HttpError(404, 'not_found', 'Proposed change not found.');
  const decided = rows.find((row) => row.status !== 'pending');
  if (decided) {
    throw new HttpError(
      409,
      'already_decided',
      `This change was already ${decided.status} by ${decided.decided_by_name ?? 'another member'}.`,
    );
  }
  const customerIds = new Set(rows.map((row) => row.customer_id));
  if (customerIds.size !== 1) {
    throw new HttpError(400, 'invalid_request', 'Decide the changes of one customer at a time.');
  }
  const customer = await loadCustomerRecord(tx, ws, rows[0]!.customer_id, { forUpdate: true });
  const next: CustomerRecord = { ...customer, interests: [...customer.interests] };
  for (const decision of decisions) {
    if (decision.decision === 'confirm') await applyChange(tx, ws, next, byId.get(decision.proposal_id)!);
  }
  await tx.query(
    `update public.aide_client_customers
        set email = $3, phone = $4, job_title = $5, company = $6, city = $7, follow_up_on = $8::date,
            interests = $9::text[], updated_at = now()
      where organization_id = $1 and id = $2`,
    [
      ws.organizationId,
      customer.id,
      next.email,
      next.phone,
      next.job_title,
      next.company,
      next.city,
      next.follow_up_on,
      next.interests,
    ],
  );
  const { rows: proposals } = await tx.query<ProposalRow>(
    `update public.aide_note_change_proposals p
        set status = case d.decision when 'confirm' then 'confirmed' else 'rejected' end,
            decided_by_name = $3, decided_at = now()
       from jsonb_to_recordset($2::jsonb) as d (proposal_id uuid, decision text)
      where p.organization_id = $1 and p.id = d.proposal_id
     returning ${PROPOSAL_COLUMNS.replace(/(\w+)/g, 'p.$1')}`,
    [ws.organizationId, JSON.stringify(decisions), ws.displayName],
  );
  const order = new Map(ids.map((id, index) => [id, index]));
  proposals.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    customer: await loadCustomerRecord(tx, ws, customer.id),
    proposals: proposals.map(proposalOf),
  };
}

async function applyChange(tx: Queryable, ws: Workspace, customer: CustomerRecord, proposal: ProposalRow) {
  const value = proposal.proposed_value;
  switch (proposal.field) {
    case 'interests':
      if (!customer.interests.some((interest) => interest.toLowerCase() === value.toLowerCase())) {
        customer.interests.push(value);
      }
      return;
    case 'email': {
      const email = value.trim().toLowerCase();
      const { rows } = await tx.query(
        `select 1 from public.aide_client_customers where organization_id = $1 and email = $2 and id <> $3`,
        [ws.organizationId, email, customer.id],
      );
      if (rows.length > 0) {
        throw new HttpError(409, 'duplicate_email', `Another customer already has the email ${email}.`);
      }
      customer.email = email;
      return;
    }
    case 'phone':
    case 'job_title':
    case 'company':
    case 'city':
    case 'follow_up_on':
      customer[proposal.field] = value;
      return;
  }
}
