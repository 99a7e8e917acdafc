-- Purchase-order originals in Supabase Storage, and the tables the app follows live through Supabase Realtime.
-- Applies unchanged to a hosted project (storage.buckets, storage.objects and the supabase_realtime
-- publication exist there; the embedded backend creates them in its platform SQL).

-- A private bucket: nothing is public, every read and write goes through the policies below.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'purchase-orders',
  'purchase-orders',
  false,
  20 * 1024 * 1024,
  array[
    'application/pdf',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'message/rfc822',
    'text/plain',
    'image/png',
    'image/jpeg'
  ]
)
on conflict (id) do nothing;

-- Objects live under '<organization_id>/...': a member reads, adds and removes files of their own
-- organization's folder only. No update policy: an original is never overwritten (an upsert of an existing
-- name is refused), a corrected document is a new object.
create policy "Members read their organization's purchase-order files" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'purchase-orders'
    and (storage.foldername(name))[1] in (select id::text from aide_private.current_organization_ids() as id)
  );

create policy "Members add files to their organization's purchase-order folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'purchase-orders'
    and (storage.foldername(name))[1] in (select id::text from aide_private.current_organization_ids() as id)
  );

create policy "Members remove their organization's purchase-order files" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'purchase-orders'
    and (storage.foldername(name))[1] in (select id::text from aide_private.current_organization_ids() as id)
  );

-- Realtime: the inbox, its history, the customer list and the import progress change without a reload.
-- Each table's select policy decides per subscriber what they receive.
do $$
declare
  t text;
begin
  foreach t in array array['aide_purchase_orders', 'aide_purchase_order_events', 'aide_client_customers',
                           'aide_imports']
  loop
    if not exists (
      select 1 from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end;
$$;
