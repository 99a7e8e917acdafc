-- A row can only point at a row of its own organization: every reference between organization-scoped tables
-- is a composite key (organization_id, id). Before, a sales line could name another organization's customer,
-- and the answer (201 for a foreign id, 409 for a random one) told that the id existed elsewhere.
do $$
declare
  ref record;
begin
  for ref in
    select * from (values
      ('aide_chat_messages', 'conversation_id', 'aide_chat_conversations', 'cascade'),
      ('aide_customer_notes', 'customer_id', 'aide_client_customers', 'cascade'),
      ('aide_erp_document_lines', 'document_id', 'aide_erp_documents', 'cascade'),
      ('aide_erp_documents', 'erp_connection_id', 'erp_connections', 'set null'),
      ('aide_note_change_proposals', 'customer_id', 'aide_client_customers', 'cascade'),
      ('aide_note_change_proposals', 'note_id', 'aide_customer_notes', 'cascade'),
      ('aide_outreach_emails', 'customer_id', 'aide_client_customers', 'set null'),
      ('aide_purchase_order_events', 'purchase_order_id', 'aide_purchase_orders', 'cascade'),
      ('aide_purchase_order_lines', 'purchase_order_id', 'aide_purchase_orders', 'cascade'),
      ('aide_purchase_orders', 'erp_connection_id', 'erp_connections', 'set null'),
      ('aide_reconciliation_resolutions', 'purchase_order_id', 'aide_purchase_orders', 'cascade'),
      ('aide_sales_transactions', 'customer_id', 'aide_client_customers', 'set null'),
      ('erp_sync_runs', 'erp_connection_id', 'erp_connections', 'cascade')
    ) as r(child, fk, parent, on_delete)
  loop
    if not exists (select 1 from pg_constraint where conname = ref.parent || '_organization_id_id_key') then
      execute format('alter table public.%I add constraint %I unique (organization_id, id)',
                     ref.parent, ref.parent || '_organization_id_id_key');
    end if;
    execute format('alter table public.%I drop constraint if exists %I', ref.child, ref.child || '_' || ref.fk || '_fkey');
    -- set null clears only the reference, never the row's organization (PostgreSQL 15's column list).
    execute format('alter table public.%I add constraint %I foreign key (organization_id, %I)
                      references public.%I (organization_id, id) on delete %s',
                   ref.child, ref.child || '_' || ref.fk || '_fkey', ref.fk, ref.parent,
                   case ref.on_delete when 'set null' then format('set null (%I)', ref.fk) else 'cascade' end);
  end loop;
end
$$;
