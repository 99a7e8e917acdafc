import type { Queryable } from '../../../db/db.js';
import { JOBS_SCHEMA } from '../../../jobs/job-queue.js';
import { QUEUE } from '../../../jobs/queues.js';

/** Each list of the Health page shows the latest this many. */
export const HEALTH_LIST_MAX = 100;

const JOB = `${JOBS_SCHEMA}.job`;
const ARCHIVE = `${JOBS_SCHEMA}.archive`;

/**
 * The organization a job works for, from the row its data names (jobs carry ids, not organizations); null for
 * the jobs that work across organizations (the scans, mail intake). `j` is the job's alias.
 */
export const jobOrganization = (j: string) => `coalesce(
  (select e.organization_id from public.aide_outreach_emails e
    where ${j}.name = '${QUEUE.outboundEmail}' and e.id = (${j}.data ->> 'emailId')::uuid),
  (select m.organization_id from public.aide_members m
    where ${j}.name = '${QUEUE.teamInvitation}' and m.id = (${j}.data ->> 'memberId')::uuid),
  (select c.organization_id from public.erp_connections c
    where ${j}.name = '${QUEUE.erpSync}' and c.id = (${j}.data ->> 'connectionId')::uuid),
  (select x.organization_id from public.aide_platform_exports x
    where ${j}.name = '${QUEUE.platformExport}' and x.id = (${j}.data ->> 'exportId')::uuid))`;

/**
 * Every queue with its jobs running, waiting to be retried and failed in the last 24 hours. pg-boss keeps
 * finished jobs in its job table until it archives them (after 12 hours), so failures older than that are
 * counted from the archive.
 */
async function queues(tx: Queryable) {
  const { rows } = await tx.query<{ name: string; active: number; retrying: number; failed_24h: number }>(
    `select q.name,
            (select count(*) from ${JOB} j where j.name = q.name and j.state = 'active')::int as active,
            (select count(*) from ${JOB} j where j.name = q.name and j.state = 'retry')::int as retrying,
            ((select count(*) from ${JOB} j where j.name = q.name and j.state = 'failed'
                and j.completed_on > now() - interval '24 hours')
             + (select count(*) from ${ARCHIVE} a where a.name = q.name and a.state = 'failed'
                and a.completed_on > now() - interval '24 hours'))::int as failed_24h
       from ${JOBS_SCHEMA}.queue q
      where q.name not like '\\_\\_%'
      order by q.name`,
  );
  return rows;
}

/**
 * The latest failed jobs: those still in the job table can be retried (pg-boss's retry), archived ones are
 * shown for the record. The error is what the worker failed the job with.
 */
async function failedJobs(tx: Queryable) {
  const { rows } = await tx.query(
    `with failed as (
       (select j.id, j.name, j.data, j.output, j.completed_on, true as retryable from ${JOB} j
         where j.state = 'failed' order by j.completed_on desc limit ${HEALTH_LIST_MAX})
       union all
       (select j.id, j.name, j.data, j.output, j.completed_on, false from ${ARCHIVE} j
         where j.state = 'failed' and j.completed_on > now() - interval '24 hours'
         order by j.completed_on desc limit ${HEALTH_LIST_MAX}))
     select f.id, f.name as queue, o.id as organization_id, o.name as organization_name,
            coalesce(f.output ->> 'message', f.output #>> '{value,message}', f.output::text) as error,
            f.completed_on as failed_at, f.retryable
       from failed f
       left join lateral (select ${jobOrganization('f')} as id) jo on true
       left join public.aide_organizations o on o.id = jo.id
      order by f.completed_on desc, f.id
      limit ${HEALTH_LIST_MAX}`,
  );
  return rows;
}

async function failedEmails(tx: Queryable) {
  const { rows } = await tx.query(
    `select e.id, e.organization_id, o.name as organization_name, e.to_email as to, e.subject,
            e.last_error as error, e.failed_at
       from public.aide_outreach_emails e
       join public.aide_organizations o on o.id = e.organization_id
      where e.status = 'failed'
      order by e.failed_at desc nulls last, e.id
      limit ${HEALTH_LIST_MAX}`,
  );
  return rows;
}

/** Connections whose latest sync failed, with their last successful one (each a read of the runs' index). */
async function failedErpSyncs(tx: Queryable) {
  const { rows } = await tx.query(
    `select c.id as connection_id, c.organization_id, o.name as organization_name, c.system_type as system,
            c.connection_name, coalesce(r.finished_at, r.started_at) as failed_at, r.message as error,
            (select coalesce(s.finished_at, s.started_at) from public.erp_sync_runs s
              where s.erp_connection_id = c.id and s.status = 'succeeded'
              order by s.started_at desc limit 1) as last_success_at
       from public.erp_connections c
       join public.aide_organizations o on o.id = c.organization_id
       cross join lateral (
         select r.status, r.message, r.started_at, r.finished_at from public.erp_sync_runs r
          where r.erp_connection_id = c.id and r.status <> 'running'
          order by r.started_at desc limit 1) r
      where r.status = 'failed'
      order by failed_at desc, c.id
      limit ${HEALTH_LIST_MAX}`,
  );
  return rows;
}

async function failedIntakeEmails(tx: Queryable) {
  const { rows } = await tx.query(
    `select e.id, e.organization_id, o.name as organization_name, e.from_email as from, e.subject,
            e.detail as error, e.failed_at
       from public.aide_intake_emails e
       join public.aide_organizations o on o.id = e.organization_id
      where e.status = 'failed'
      order by e.failed_at desc nulls last, e.id
      limit ${HEALTH_LIST_MAX}`,
  );
  return rows;
}

/** What failed across every organization, for the console's Health page (read-only). */
export async function loadHealth(tx: Queryable) {
  return {
    queues: await queues(tx),
    failed_jobs: await failedJobs(tx),
    failed_emails: await failedEmails(tx),
    erp_syncs: await failedErpSyncs(tx),
    failed_intake_emails: await failedIntakeEmails(tx),
  };
}
