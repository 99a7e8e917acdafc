-- Reconciliation reads every approved order of an organization with its ERP documents and their lines. The
-- API keeps that read in memory per organization and version; any write to what it reads bumps the
-- organization's version here (statement triggers, so a 10,000-document sync bumps it once), and every API
-- replica compares the version before using its copy.
create table aide_private.reconciliation_versions (
  organization_id uuid primary key references public.aide_organizations (id) on delete cascade,
  version bigint not null default 1
);
alter table aide_private.reconciliation_versions enable row level security;

create or replace function aide_private.bump_reconciliation_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into aide_private.reconciliation_versions as v (organization_id)
  select distinct organization_id from changed_rows
  on conflict (organization_id) do update set version = v.version + 1;
  return null;
end;
$$;
revoke all on function aide_private.bump_reconciliation_version() from public;

do $$
declare
  reconciled text;
begin
  foreach reconciled in array array['aide_purchase_orders', 'aide_purchase_order_lines', 'aide_erp_documents',
                                    'aide_erp_document_lines', 'aide_reconciliation_resolutions'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as changed_rows
                    for each statement execute function aide_private.bump_reconciliation_version()',
                   reconciled || '_reconciliation_insert', reconciled);
    execute format('create trigger %I after update on public.%I referencing new table as changed_rows
                    for each statement execute function aide_private.bump_reconciliation_version()',
                   reconciled || '_reconciliation_update', reconciled);
    execute format('create trigger %I after delete on public.%I referencing old table as changed_rows
                    for each statement execute function aide_private.bump_reconciliation_version()',
                   reconciled || '_reconciliation_delete', reconciled);
  end loop;
end;
$$;

-- The caller's organization's version, for members only (0 before the first write).
create or replace function aide_private.reconciliation_version(organization uuid) returns bigint
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select v.version from aide_private.reconciliation_versions v
                    where v.organization_id = reconciliation_version.organization
                      and reconciliation_version.organization in (select aide_private.current_organization_ids())),
                  0)
$$;
revoke all on function aide_private.reconciliation_version(uuid) from public;
grant execute on function aide_private.reconciliation_version(uuid) to authenticated, service_role;
