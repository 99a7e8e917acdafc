-- When each session last wrote through the API, so the API reads that session's requests from the primary for
-- a few seconds after a write (read-your-writes) and everyone else's from a read replica. Kept in the primary,
-- not in one API process, because the next request of the session may reach another API replica. A session's
-- row goes with the session (sign-out, expiry).
create table aide_private.session_writes (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  written_at timestamptz not null default now()
);

revoke all on aide_private.session_writes from public;
