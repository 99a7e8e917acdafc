-- Purchase-order originals stay original (docs/inbound-api.md "Intake"). The 'purchase-orders' bucket already
-- refuses overwrites (no update policy), but members could delete an original and put another file under its
-- name: the order would still show the original's name and hash and "Open the original" would serve the
-- other file. From here on:
--   * browser roles delete nothing in the bucket (the API removes its own failed uploads with the service role);
--   * a name an order points at is never written again, whoever removed the file;
--   * what goes in has one of the bucket's types, checked on the row, so a copy that renames a text file to
--     text/html or image/svg+xml is refused on a hosted project too (Storage checks the list on uploads only).
-- No trigger on storage.objects (hosted projects may not allow one): policies only. Applies unchanged to a
-- hosted project.

drop policy if exists "Members remove their organization's purchase-order files" on storage.objects;

-- Whether an order of any organization points at this object name (as the API's role: the member may not see
-- every row, and must not learn anything from it but a refusal).
create or replace function aide_private.purchase_order_original_in_use(object_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.aide_purchase_orders o where o.source_document_path = object_name
  )
$$;
revoke all on function aide_private.purchase_order_original_in_use(text) from public;
grant execute on function aide_private.purchase_order_original_in_use(text) to authenticated, service_role;

create index if not exists aide_purchase_orders_source_document_path_idx
  on public.aide_purchase_orders (source_document_path)
  where source_document_path is not null;

-- Members (through the API, as themselves) add new files to their own organization's folder, of the bucket's
-- types (the list of 20261125000900_storage_realtime.sql), under a name no order uses. Type and subtype are
-- compared without parameters, as Storage compares them.
drop policy if exists "Members add files to their organization's purchase-order folder" on storage.objects;
create policy "Members add new originals to their organization's purchase-order folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'purchase-orders'
    and (storage.foldername(name))[1] in (select id::text from aide_private.current_organization_ids() as id)
    and lower(trim(split_part(metadata ->> 'mimetype', ';', 1))) in (
      'application/pdf',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'message/rfc822',
      'text/plain',
      'image/png',
      'image/jpeg'
    )
    and not aide_private.purchase_order_original_in_use(name)
  );
