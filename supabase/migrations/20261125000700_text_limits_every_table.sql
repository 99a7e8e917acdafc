-- Length limits on the rest of the user-entered text (20261125000300_text_limits covered customers, products and
-- sales lines), so no path (REST, the API, scripts) can store unbounded text. Each limit is the one the API's
-- JSON schemas already enforce with a clear 400, or looser where the API derives the stored value; text the
-- system writes itself (labels, provider emails, error messages, ERP documents) is left as it is.
alter table public.aide_members
  add constraint aide_members_email_length check (char_length(email) <= 254),
  add constraint aide_members_first_name_length check (char_length(first_name) <= 200),
  add constraint aide_members_last_name_length check (char_length(last_name) <= 200);

alter table public.aide_client_list
  add constraint aide_client_list_email_length check (char_length(email) <= 254);

-- Interests: the note proposals add at most 80 characters each; a member may also edit the array through REST.
alter table public.aide_client_customers
  add constraint aide_client_customers_job_title_length check (char_length(job_title) <= 200),
  add constraint aide_client_customers_interests_length
    check (cardinality(interests) <= 100 and char_length(array_to_string(interests, '')) <= 8000);

alter table public.aide_offers
  add constraint aide_offers_target_value_length check (char_length(target_value) <= 200);

alter table public.aide_imports
  add constraint aide_imports_file_name_length check (char_length(file_name) <= 255);

alter table public.social_connections
  add constraint social_connections_handle_length check (char_length(handle) <= 100),
  add constraint social_connections_profile_url_length check (char_length(profile_url) <= 500);

alter table public.aide_purchase_orders
  add constraint aide_purchase_orders_decision_reason_length check (char_length(decision_reason) <= 1000);

alter table public.aide_purchase_order_lines
  add constraint aide_purchase_order_lines_description_length check (char_length(description) <= 500);

alter table public.aide_purchase_order_events
  add constraint aide_purchase_order_events_reason_length check (char_length(reason) <= 1000);

alter table public.aide_reconciliation_resolutions
  add constraint aide_reconciliation_resolutions_line_ref_length check (char_length(line_ref) <= 80);

-- The member's own messages (the API takes at most 4,000 characters); the assistant's answers are generated.
alter table public.aide_chat_messages
  add constraint aide_chat_messages_user_content_length check (role <> 'user' or char_length(content) <= 4000);

-- The API takes a subject of 300 and a body of 20,000 characters; the stored email has each {{first_name}}
-- filled in, hence the room. A line break in a subject would add mail headers (`Hi\r\nBcc: …`).
alter table public.aide_outreach_emails
  add constraint aide_outreach_emails_subject_length check (char_length(subject) <= 1000),
  add constraint aide_outreach_emails_subject_single_line check (subject !~ '[\r\n\u2028\u2029]'),
  add constraint aide_outreach_emails_body_length check (char_length(body) <= 50000);
