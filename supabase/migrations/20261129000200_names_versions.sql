-- Ask AI's name index (customers, companies, cities, segments, products, brands, categories) is kept per
-- organization in the API and was read again whenever anything of the organization changed: a sales upload, an
-- offer, the statistics job. For a large organization that is 125,000 names and half a second of SQL before the
-- question's own statement (pnpm bench --only scale). Its own version moves only when a name can have changed:
-- rows of customers or inventory items added or removed, or one of the indexed columns updated.
create table aide_private.names_versions (
  organization_id uuid primary key references public.aide_organizations (id) on delete cascade,
  version bigint not null default 1
);
alter table aide_private.names_versions enable row level security;

create or replace function aide_private.bump_names_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and tg_table_name = 'aide_client_customers' then
    insert into aide_private.names_versions as v (organization_id)
    select distinct n.organization_id
      from new_rows n join old_rows o on o.id = n.id
     where (n.organization_id, n.name, n.company, n.city, n.segment)
           is distinct from (o.organization_id, o.name, o.company, o.city, o.segment)
    on conflict (organization_id) do update set version = v.version + 1;
  elsif tg_op = 'UPDATE' then
    insert into aide_private.names_versions as v (organization_id)
    select distinct n.organization_id
      from new_rows n join old_rows o on o.id = n.id
     where (n.organization_id, n.name, n.sku, n.brand, n.category)
           is distinct from (o.organization_id, o.name, o.sku, o.brand, o.category)
    on conflict (organization_id) do update set version = v.version + 1;
  else
    insert into aide_private.names_versions as v (organization_id)
    select distinct organization_id from changed_rows
    on conflict (organization_id) do update set version = v.version + 1;
  end if;
  return null;
end;
$$;
revoke all on function aide_private.bump_names_version() from public;

do $$
declare
  named text;
begin
  foreach named in array array['aide_client_customers', 'aide_inventory_items'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as changed_rows
                    for each statement execute function aide_private.bump_names_version()',
                   named || '_names_insert', named);
    execute format('create trigger %I after update on public.%I
                    referencing old table as old_rows new table as new_rows
                    for each statement execute function aide_private.bump_names_version()',
                   named || '_names_update', named);
    execute format('create trigger %I after delete on public.%I referencing old table as changed_rows
                    for each statement execute function aide_private.bump_names_version()',
                   named || '_names_delete', named);
  end loop;
end;
$$;

-- The caller's organization's names version, for members only (0 before the first write).
create or replace function aide_private.names_version(organization uuid) returns bigint
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select v.version from aide_private.names_versions v
                    where v.organization_id = names_version.organization
                      and names_version.organization in (select aide_private.current_organization_ids())),
                  0)
$$;
revoke all on function aide_private.names_version(uuid) from public;
grant execute on function aide_private.names_version(uuid) to authenticated, service_role;
