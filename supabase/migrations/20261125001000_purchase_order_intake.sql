-- Purchase-order intake (docs/inbound-api.md "Intake"): orders read from uploaded documents and emails keep
-- their original in the private 'purchase-orders' bucket, the file's hash (the same file twice is recognised)
-- and what was extracted with a confidence per field. Applies unchanged to a hosted project.

alter table public.aide_purchase_orders
  add column source_document_path text
    check (char_length(source_document_path) between 1 and 1024),
  add column source_document_name text
    check (char_length(source_document_name) between 1 and 255),
  add column source_document_type text
    check (char_length(source_document_type) between 1 and 100),
  add column source_file_sha256 text check (source_file_sha256 ~ '^[0-9a-f]{64}$'),
  -- { fields: { <name>: { value, confidence, reason } }, lines: [...], warnings: [...], extractor }.
  add column extraction jsonb,
  -- The lowest field confidence of the extraction (null: not read from a document).
  add column extraction_confidence numeric(4, 3) check (extraction_confidence between 0 and 1),
  -- No text to read (a scanned image) or no order found: a person enters the fields; never auto-approved.
  add column needs_manual_entry boolean not null default false;

-- One order per original file in an organization.
create unique index aide_purchase_orders_file_hash_idx
  on public.aide_purchase_orders (organization_id, source_file_sha256)
  where source_file_sha256 is not null;

-- 'upload': a file sent to the intake route (emails, pasted or as .eml, stay 'email').
alter table public.aide_purchase_orders drop constraint aide_purchase_orders_source_check;
alter table public.aide_purchase_orders add constraint aide_purchase_orders_source_check
  check (source in ('api', 'erp', 'sandbox', 'email', 'upload'));

-- 'edited': a reviewer corrected extracted fields (the details hold what changed).
alter table public.aide_purchase_order_events drop constraint aide_purchase_order_events_action_check;
alter table public.aide_purchase_order_events add constraint aide_purchase_order_events_action_check
  check (action in ('received', 'scored', 'approved', 'rejected', 'auto_approved', 'edited'));

-- Auto approval never approves an order with an extracted field under this confidence.
alter table public.auto_approval_rules
  add column confidence_threshold numeric(3, 2) not null default 0.9
    check (confidence_threshold between 0 and 1);
