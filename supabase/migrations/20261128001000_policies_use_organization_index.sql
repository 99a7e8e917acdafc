-- Row-level security policies in the form the planner can use an organization's index for (issue 32,
-- docs/scaling.md "Where one database stops", point 1).
--
-- The policies said `organization_id in (select aide_private.current_organization_ids())`. PostgreSQL plans
-- that as a semi-join or a hashed subplan filter, never an index condition, so a REST read through row-level
-- security alone filtered every organization's rows: at 1,000 organizations a select of 20 customers read
-- 1.3 million rows (250 ms). `organization_id = any (array(select …))` evaluates the subquery once (an
-- init plan) and compares with its array, which an index led by organization_id serves (1.3 ms there).
--
-- The rules are unchanged: the same names, commands, roles and conditions; a member's organizations are
-- still exactly aide_private.current_organization_ids() (or member_organization_ids() where it was), and a
-- row whose organization is not among them is refused as before (`= any` of an empty array is false, of a
-- null organization null). Each policy is altered in place with plain SQL, so this applies unchanged to a
-- hosted project. packages/api/src/db/__tests__/policy-form.test.ts fails if a policy uses the `in` form again.

-- ai_employees
alter policy "members read their organization's AI employees" on public.ai_employees
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_client_customers
alter policy "Members add rows to their organization" on public.aide_client_customers
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members change their organization's rows" on public.aide_client_customers
  using (organization_id = any (array(select aide_private.current_organization_ids())))
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members delete their organization's rows" on public.aide_client_customers
  using (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members read their organization's rows" on public.aide_client_customers
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_customer_notes
alter policy "Members read their organization's rows" on public.aide_customer_notes
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_erp_document_lines
alter policy "Members read their organization's rows" on public.aide_erp_document_lines
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_erp_documents
alter policy "Members read their organization's rows" on public.aide_erp_documents
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_imports
alter policy "Members add rows to their organization" on public.aide_imports
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members change their organization's rows" on public.aide_imports
  using (organization_id = any (array(select aide_private.current_organization_ids())))
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members delete their organization's rows" on public.aide_imports
  using (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members read their organization's rows" on public.aide_imports
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_intake_emails
alter policy "Members read their organization's intake emails" on public.aide_intake_emails
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_inventory_items
alter policy "Members add rows to their organization" on public.aide_inventory_items
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members change their organization's rows" on public.aide_inventory_items
  using (organization_id = any (array(select aide_private.current_organization_ids())))
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members delete their organization's rows" on public.aide_inventory_items
  using (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members read their organization's rows" on public.aide_inventory_items
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_note_change_proposals
alter policy "Members read their organization's rows" on public.aide_note_change_proposals
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_offers
alter policy "Members add rows to their organization" on public.aide_offers
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members change their organization's rows" on public.aide_offers
  using (organization_id = any (array(select aide_private.current_organization_ids())))
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members delete their organization's rows" on public.aide_offers
  using (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members read their organization's rows" on public.aide_offers
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_organizations
alter policy "Members read their own organization" on public.aide_organizations
  using (id = any (array(select aide_private.current_organization_ids())));
alter policy "Members read their own organization before their second step" on public.aide_organizations
  using (id = any (array(select aide_private.member_organization_ids())));
alter policy "Members rename their organization" on public.aide_organizations
  using (id = any (array(select aide_private.current_organization_ids())))
  with check (id = any (array(select aide_private.current_organization_ids())));

-- aide_outreach_emails
alter policy "Members read their organization's rows" on public.aide_outreach_emails
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_purchase_order_events
alter policy "Members read their organization's rows" on public.aide_purchase_order_events
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_purchase_order_lines
alter policy "Members read their organization's rows" on public.aide_purchase_order_lines
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_purchase_orders
alter policy "Members read their organization's rows" on public.aide_purchase_orders
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_reconciliation_resolutions
alter policy "Members read their organization's rows" on public.aide_reconciliation_resolutions
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_sales_transactions
alter policy "Members add rows to their organization" on public.aide_sales_transactions
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members change their organization's rows" on public.aide_sales_transactions
  using (organization_id = any (array(select aide_private.current_organization_ids())))
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members delete their organization's rows" on public.aide_sales_transactions
  using (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members read their organization's rows" on public.aide_sales_transactions
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_transactions_config
alter policy "Members add rows to their organization" on public.aide_transactions_config
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members change their organization's rows" on public.aide_transactions_config
  using (organization_id = any (array(select aide_private.current_organization_ids())))
  with check (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members delete their organization's rows" on public.aide_transactions_config
  using (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members read their organization's rows" on public.aide_transactions_config
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- auto_approval_rules
alter policy "Members read their organization's approval rules" on public.auto_approval_rules
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- email_connections
alter policy "Members read their organization's mailboxes" on public.email_connections
  using (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members remove their organization's mailboxes" on public.email_connections
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- erp_connections
alter policy "Members read their organization's ERP connections" on public.erp_connections
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- erp_sync_runs
alter policy "Members read their organization's ERP syncs" on public.erp_sync_runs
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- social_connections
alter policy "Members read their organization's social profiles" on public.social_connections
  using (organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members remove their organization's social profiles" on public.social_connections
  using (organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_chat_conversations, aide_chat_messages: a member's own conversations in their organizations
alter policy "Members read their own conversations" on public.aide_chat_conversations
  using (user_id = (select auth.uid())
         and organization_id = any (array(select aide_private.current_organization_ids())));
alter policy "Members read their own conversations" on public.aide_chat_messages
  using (user_id = (select auth.uid())
         and organization_id = any (array(select aide_private.current_organization_ids())));

-- aide_members: the organization's members, their own row, and an invitation to their email
alter policy "Members read their organization's members" on public.aide_members
  using (
    organization_id = any (array(select aide_private.current_organization_ids()))
    or user_id = (select auth.uid())
    or (user_id is null and email = lower((select auth.jwt()) ->> 'email'))
  );

-- social_connections: a profile added as the member themselves
alter policy "Members add social profiles as themselves to their organization" on public.social_connections
  with check (organization_id = any (array(select aide_private.current_organization_ids()))
              and user_id = (select auth.uid()));

-- storage.objects: the purchase-order originals, one folder per organization (not an index condition here,
-- the folder is part of the name, but one form for every policy)
alter policy "Members read their organization's purchase-order files" on storage.objects
  using (
    bucket_id = 'purchase-orders'
    and (storage.foldername(name))[1] = any (array(select id::text from aide_private.current_organization_ids() as id))
  );
alter policy "Members add new originals to their organization's purchase-order folder" on storage.objects
  with check (
    bucket_id = 'purchase-orders'
    and (storage.foldername(name))[1] = any (array(select id::text from aide_private.current_organization_ids() as id))
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

-- realtime.messages: joining a private channel 'org:<id>:<table>' of one of the member's organizations
alter policy "Members receive their organization's live changes" on realtime.messages
  using (
    realtime.messages.extension = 'broadcast'
    and split_part((select realtime.topic()), ':', 1) = 'org'
    and split_part((select realtime.topic()), ':', 2) = any (
      array(select id::text from aide_private.current_organization_ids() as id))
  );
