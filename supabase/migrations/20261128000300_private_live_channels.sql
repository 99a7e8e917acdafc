-- Live updates through private Realtime channels (Broadcast from the database, Realtime Authorization) instead
-- of Postgres changes. Applies unchanged to a hosted project: realtime.messages, realtime.topic() and
-- realtime.send() exist there (Supabase Realtime creates them; the embedded backend in its platform SQL).
--
-- Why: Realtime answers a Postgres-changes subscriber, for every change of a published table that passes the
-- subscription's filter, with a message even when row-level security hides the row (an "Error 401:
-- Unauthorized" payload carrying the event type and its time). Anyone holding the public anon key could so
-- learn one bit per change about another organization's rows (a filter on a customer's email, on an order's
-- total). Here the database itself sends each organization's changes, carrying only what the app needs, on a
-- private topic of that organization, and only its members may join it.

-- 1. No table of the product is published for Postgres changes any more (migrations 20261125000900 and
--    20261125001100 added them).
do $$
declare
  t text;
begin
  foreach t in array array['aide_purchase_orders', 'aide_purchase_order_events', 'aide_client_customers',
                           'aide_imports', 'aide_intake_emails']
  loop
    if exists (
      select 1 from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime drop table public.%I', t);
    end if;
  end loop;
end;
$$;

-- 2. The database broadcasts. After each statement, one message per organization whose rows the statement
--    changed (an ERP sync of hundreds of orders in one statement is one message per organization), on the
--    private topic 'org:<organization_id>:<table>', event 'change', payload
--    { "table": …, "operation": "INSERT" | "UPDATE" | "DELETE", "ids": [the rows' ids] } (ids is null when
--    the statement changed more than 100 of the organization's rows; realtime.send adds the message's "id").
--    Nothing of the rows themselves: the app refetches what it shows through the API, as the member.
--    Security definer: the insert into realtime.messages is the owner's (postgres bypasses row-level security;
--    browser roles have no insert policy there, so no member can send on these topics).
create or replace function aide_private.broadcast_live_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed record;
begin
  if tg_op = 'DELETE' then
    for changed in
      select r.organization_id, count(*) as n, (array_agg(r.id order by r.id))[1:100] as ids
        from old_rows r group by r.organization_id
    loop
      perform realtime.send(
        jsonb_build_object('table', tg_table_name, 'operation', tg_op,
                           'ids', case when changed.n <= 100 then to_jsonb(changed.ids) end),
        'change', 'org:' || changed.organization_id || ':' || tg_table_name, true);
    end loop;
  else
    for changed in
      select r.organization_id, count(*) as n, (array_agg(r.id order by r.id))[1:100] as ids
        from new_rows r group by r.organization_id
    loop
      perform realtime.send(
        jsonb_build_object('table', tg_table_name, 'operation', tg_op,
                           'ids', case when changed.n <= 100 then to_jsonb(changed.ids) end),
        'change', 'org:' || changed.organization_id || ':' || tg_table_name, true);
    end loop;
  end if;
  return null;
end;
$$;
revoke all on function aide_private.broadcast_live_change() from public, anon, authenticated;

-- The tables the app follows live: the purchase-order inbox, finished imports (one row per import, not the
-- imported rows) and emails received by the intake mailbox. A transition table needs a trigger per event.
do $$
declare
  t text;
begin
  foreach t in array array['aide_purchase_orders', 'aide_imports', 'aide_intake_emails']
  loop
    execute format(
      'create trigger aide_live_insert after insert on public.%I referencing new table as new_rows '
      'for each statement execute function aide_private.broadcast_live_change()', t);
    execute format(
      'create trigger aide_live_update after update on public.%I referencing new table as new_rows '
      'for each statement execute function aide_private.broadcast_live_change()', t);
    execute format(
      'create trigger aide_live_delete after delete on public.%I referencing old table as old_rows '
      'for each statement execute function aide_private.broadcast_live_change()', t);
  end loop;
end;
$$;

-- 3. Realtime Authorization: Realtime lets a private channel join 'org:<id>:<table>' only when this policy
--    shows the joining member a message of that topic (it evaluates it as the member's token, with
--    realtime.topic() set to the topic). aide_private.current_organization_ids() decides membership exactly as
--    for the tables (and whatever it requires, such as the organization's MFA requirement, holds here too).
--    No insert policy: members cannot send on these topics.
create policy "Members receive their organization's live changes" on realtime.messages
  for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and split_part((select realtime.topic()), ':', 1) = 'org'
    and split_part((select realtime.topic()), ':', 2) in (
      select id::text from aide_private.current_organization_ids() as id)
  );
