-- Reconciliation kept per order. Matching every approved order of a large organization (45,000 orders,
-- 330,000 PO and ERP lines) took 2.8 s on the first request after any change (pnpm bench --only scale).
-- Instead, each approved order's match is kept here as facts that do not depend on the tolerances asked for
-- (packages/api/src/features/reconciliation/order-facts.ts), and a write marks only the orders it touches as
-- stale; the API matches those again before its next read (refresh-order-facts.ts), and counts, filters,
-- sorts and pages in SQL (query-order-facts.ts). Browser roles read none of this; the API serves it.

create table aide_private.reconciliation_orders (
  organization_id uuid not null,
  purchase_order_id uuid not null,
  po_number text not null,
  customer_name text not null,
  order_date date not null,
  -- sort-key.ts: compared with collate "C", the same order as the API's CSV export on every database.
  po_sort text collate "C" not null,
  customer_sort text collate "C" not null,
  primary key (organization_id, purchase_order_id),
  foreign key (organization_id, purchase_order_id)
    references public.aide_purchase_orders (organization_id, id) on delete cascade
);

-- Only the lines that are missing or differ: a line equal on both sides is matched under any tolerances, and an
-- order without a line here is matched. A large organization keeps some 15,000 lines here instead of 220,000.
create table aide_private.reconciliation_lines (
  organization_id uuid not null,
  purchase_order_id uuid not null,
  position integer not null,
  document_kind text not null check (document_kind in ('sales_order', 'invoice')),
  line_ref text not null,
  missing boolean not null,
  -- Hundredths: |ERP - PO| and |PO| of the quantity and of the unit price (0 for a missing line).
  quantity_change bigint not null,
  quantity_base bigint not null,
  price_change bigint not null,
  price_base bigint not null,
  primary key (organization_id, purchase_order_id, document_kind, line_ref),
  foreign key (organization_id, purchase_order_id)
    references aide_private.reconciliation_orders (organization_id, purchase_order_id) on delete cascade
);

-- Orders whose facts must be matched again, by PO number (the key the ERP documents share with the order).
create table aide_private.reconciliation_stale (
  organization_id uuid not null references public.aide_organizations (id) on delete cascade,
  po_number text not null,
  primary key (organization_id, po_number)
);

revoke all on aide_private.reconciliation_orders, aide_private.reconciliation_lines,
  aide_private.reconciliation_stale from public;

create or replace function aide_private.mark_reconciliation_stale() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_table_name in ('aide_purchase_orders', 'aide_erp_documents') then
    insert into aide_private.reconciliation_stale (organization_id, po_number)
    select distinct organization_id, po_number from changed_rows
    on conflict do nothing;
  elsif tg_table_name = 'aide_purchase_order_lines' then
    insert into aide_private.reconciliation_stale (organization_id, po_number)
    select distinct p.organization_id, p.po_number
      from changed_rows l
      join public.aide_purchase_orders p on p.id = l.purchase_order_id
    on conflict do nothing;
  elsif tg_table_name = 'aide_erp_document_lines' then
    insert into aide_private.reconciliation_stale (organization_id, po_number)
    select distinct d.organization_id, d.po_number
      from changed_rows l
      join public.aide_erp_documents d on d.id = l.document_id
    on conflict do nothing;
  end if;
  return null;
end;
$$;
revoke all on function aide_private.mark_reconciliation_stale() from public;

-- Statement triggers, so a 10,000-document ERP sync marks its orders in one statement. An update is marked
-- by its old rows too: a PO number or a document's PO reference that changes leaves an order behind.
do $$
declare
  source text;
begin
  foreach source in array array['aide_purchase_orders', 'aide_purchase_order_lines', 'aide_erp_documents',
                                'aide_erp_document_lines'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as changed_rows
                    for each statement execute function aide_private.mark_reconciliation_stale()',
                   source || '_stale_insert', source);
    execute format('create trigger %I after update on public.%I referencing new table as changed_rows
                    for each statement execute function aide_private.mark_reconciliation_stale()',
                   source || '_stale_update', source);
    execute format('create trigger %I after update on public.%I referencing old table as changed_rows
                    for each statement execute function aide_private.mark_reconciliation_stale()',
                   source || '_stale_update_old', source);
    execute format('create trigger %I after delete on public.%I referencing old table as changed_rows
                    for each statement execute function aide_private.mark_reconciliation_stale()',
                   source || '_stale_delete', source);
  end loop;
end;
$$;

-- Orders approved before this migration are matched on their organization's next reconciliation read.
insert into aide_private.reconciliation_stale (organization_id, po_number)
select organization_id, po_number from public.aide_purchase_orders where status = 'approved'
on conflict do nothing;
