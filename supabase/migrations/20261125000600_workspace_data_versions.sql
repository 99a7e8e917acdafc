-- The API keeps an organization's aggregate reads (dashboard, customer and product lists, sales summary) for a
-- few seconds, keyed by the organization's data version, and shares one read among concurrent requests. Every
-- write to what those reads use bumps the same per-organization version as reconciliation (20261125000100):
-- an organization works on one plan, inbound or outbound, so one counter serves both caches. Statement
-- triggers, so an import of 100,000 rows bumps it once; every API replica compares the version before using
-- its copy, so a write is seen at once wherever it was made.
do $$
declare
  t text;
begin
  foreach t in array array['aide_client_customers', 'aide_sales_transactions', 'aide_inventory_items',
                           'aide_offers', 'aide_imports'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as changed_rows
                    for each statement execute function aide_private.bump_reconciliation_version()',
                   t || '_data_version_insert', t);
    execute format('create trigger %I after update on public.%I referencing new table as changed_rows
                    for each statement execute function aide_private.bump_reconciliation_version()',
                   t || '_data_version_update', t);
    execute format('create trigger %I after delete on public.%I referencing old table as changed_rows
                    for each statement execute function aide_private.bump_reconciliation_version()',
                   t || '_data_version_delete', t);
  end loop;
end;
$$;
