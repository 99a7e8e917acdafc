import type { Plan } from '@aide/rules';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/error-handler.js';
import { listPage, orderBy, pageWindow, searchPattern, type PagingQuery } from '../../workspace/paging.js';

export type OrganizationStatus = 'active' | 'suspended';

/** One row of aide_private.platform_organizations (migration 20261128000500). */
interface OrganizationRow {
  id: string;
  name: string;
  plan: Plan;
  status: OrganizationStatus;
  created_at: Date;
  status_changed_at: Date | null;
  mfa_required: boolean;
  members: number;
  pending_members: number;
  owner_email: string | null;
  owner_pending: boolean;
  owner_invitation_status: 'queued' | 'sent' | 'failed' | null;
  last_sign_in_at: Date | null;
  usage_this_month: UsageThisMonth;
}

/** What the organization used in the current UTC month (emails summed over its days). */
export interface UsageThisMonth {
  ai_questions: number;
  emails: number;
  intake_documents: number;
}

export interface OrganizationSummary extends Omit<
  OrganizationRow,
  'owner_email' | 'owner_pending' | 'owner_invitation_status'
> {
  owner: {
    email: string;
    status: 'active' | 'invited';
    invitation_status: 'queued' | 'sent' | 'failed' | null;
  } | null;
}

const COLUMNS = `o.id, o.name, o.plan, o.status, o.created_at, o.status_changed_at, o.mfa_required, o.members,
                 o.pending_members, o.owner_email, o.owner_pending, o.owner_invitation_status, o.last_sign_in_at,
                 jsonb_build_object('ai_questions', o.ai_questions, 'emails', o.emails,
                                    'intake_documents', o.intake_documents) as usage_this_month`;

/**
 * The organizations with their use of the current UTC month, read from the counters the acts keep (a lookup of
 * each organization's few counter rows by their primary key, so sorting by use scans no product table).
 */
const ORGANIZATIONS = `(
  select p.*, u.ai_questions, u.emails, u.intake_documents
    from aide_private.platform_organizations p
    cross join lateral (
      select coalesce(sum(c.used) filter (where c.metric = 'ai_questions'), 0)::int as ai_questions,
             coalesce(sum(c.used) filter (where c.metric = 'emails'), 0)::int as emails,
             coalesce(sum(c.used) filter (where c.metric = 'intake_documents'), 0)::int as intake_documents
        from aide_private.usage_counters c
       where c.organization_id = p.id
         and c.period_start >= date_trunc('month', now() at time zone 'UTC')::date) u
) o`;

const toSummary = ({ owner_email, owner_pending, owner_invitation_status, ...row }: OrganizationRow) => ({
  ...row,
  owner: owner_email
    ? {
        email: owner_email,
        status: owner_pending ? ('invited' as const) : ('active' as const),
        invitation_status: owner_pending ? owner_invitation_status : null,
      }
    : null,
});

export const ORGANIZATION_NOT_FOUND_MESSAGE = 'No organization with this id.';

export interface OrganizationListQuery extends PagingQuery {
  plan?: Plan;
  status?: OrganizationStatus;
}

/** A page of every organization, newest first by default; the search matches the name and the owner's email. */
export async function listOrganizations(tx: Queryable, query: OrganizationListQuery) {
  const { page, pageSize, offset } = pageWindow(query);
  const params: unknown[] = [];
  const conditions = ['true'];
  const pattern = searchPattern(query.search);
  if (pattern) {
    params.push(pattern);
    conditions.push(`(o.name ilike $${params.length} or o.owner_email ilike $${params.length})`);
  }
  if (query.plan) {
    params.push(query.plan);
    conditions.push(`o.plan = $${params.length}`);
  }
  if (query.status) {
    params.push(query.status);
    conditions.push(`o.status = $${params.length}`);
  }
  const result = await listPage<OrganizationRow>(
    tx,
    {
      columns: COLUMNS,
      table: ORGANIZATIONS,
      alias: 'o',
      where: conditions.join(' and '),
      order: orderBy(
        query.sort,
        {
          name: 'lower(o.name)',
          created_at: 'o.created_at',
          last_sign_in_at: 'o.last_sign_in_at',
          ai_questions: 'o.ai_questions',
          emails: 'o.emails',
          intake_documents: 'o.intake_documents',
        },
        '-created_at',
      ),
      params,
      pageSize,
      offset,
    },
    false,
  );
  return { ...result, items: result.items.map(toSummary), page, page_size: pageSize };
}

export async function getOrganization(tx: Queryable, id: string): Promise<OrganizationSummary> {
  const { rows } = await tx.query<OrganizationRow>(
    `select ${COLUMNS} from ${ORGANIZATIONS} where o.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'not_found', ORGANIZATION_NOT_FOUND_MESSAGE);
  return toSummary(row);
}

/** Whether an address already belongs to a member row (pending or joined) of any organization. */
export async function emailIsMemberAnywhere(tx: Queryable, email: string): Promise<boolean> {
  const { rows } = await tx.query(`select 1 from public.aide_members where email = lower(trim($1)) limit 1`, [
    email,
  ]);
  return rows.length > 0;
}

export interface NewOrganization {
  name: string;
  plan: Plan;
  ownerEmail: string;
}

/**
 * The organization and its owner, a pending member (linked at once when the address has a confirmed account
 * of no organization). Its invitation is for the caller to queue, in the same transaction.
 */
export async function insertOrganization(
  tx: Queryable,
  { name, plan, ownerEmail }: NewOrganization,
): Promise<{ id: string; ownerMemberId: string; ownerLinked: boolean }> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.aide_organizations (name, aide_plan) values ($1, $2) returning id`,
    [name, plan],
  );
  const id = rows[0]!.id;
  const owner = await tx.query<{ id: string; linked: boolean }>(
    `insert into public.aide_members (email, organization_id, role, invited_at, invitation_status)
     values (lower(trim($1)), $2, 'owner', now(), 'queued')
     returning id, user_id is not null as linked`,
    [ownerEmail, id],
  );
  const member = owner.rows[0]!;
  return { id, ownerMemberId: member.id, ownerLinked: member.linked };
}

export interface OrganizationChange {
  plan?: Plan;
  status?: OrganizationStatus;
}

/** Changes the plan and/or the status; the database records each change in the audit log. */
export async function updateOrganization(tx: Queryable, id: string, change: OrganizationChange) {
  const { rows } = await tx.query(
    `update public.aide_organizations
        set aide_plan = coalesce($2, aide_plan), status = coalesce($3, status)
      where id = $1 returning id`,
    [id, change.plan ?? null, change.status ?? null],
  );
  if (rows.length === 0) throw new HttpError(404, 'not_found', ORGANIZATION_NOT_FOUND_MESSAGE);
}

/** Every row of the organization and its members' accounts that belong nowhere else (see the migration). */
export async function deleteOrganizationRows(tx: Queryable, id: string): Promise<void> {
  const { rows } = await tx.query<{ removed: number }>(
    'select aide_private.delete_organization($1) as removed',
    [id],
  );
  if (!rows[0]?.removed) throw new HttpError(404, 'not_found', ORGANIZATION_NOT_FOUND_MESSAGE);
}
