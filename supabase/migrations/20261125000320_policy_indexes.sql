-- Every column a row-level security policy compares has an index led by it, so a policy never makes a read
-- scan the table (tests/policy-indexes.test.ts lists any that is missing). The chat tables were the gaps.
create index if not exists aide_chat_conversations_organization_id_idx
  on public.aide_chat_conversations (organization_id);
create index if not exists aide_chat_messages_organization_id_idx on public.aide_chat_messages (organization_id);
create index if not exists aide_chat_messages_user_id_idx on public.aide_chat_messages (user_id);
