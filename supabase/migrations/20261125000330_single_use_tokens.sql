-- Links that must work once: an ERP public token exchanged for an account token, a mailbox OAuth state
-- returned by the provider. Their SHA-256 is recorded when used; a replay finds it and is refused.
create table aide_private.consumed_tokens (
  token_hash text primary key,
  kind text not null,
  consumed_at timestamptz not null default now()
);
alter table aide_private.consumed_tokens enable row level security;
