-- Per-member limits on the API's expensive routes (AI chat, text parsing, email sending). The counters live
-- here, not in each API process, so a member's requests count the same whichever replica answers them.
-- Unlogged: a counter lost in a crash only gives a member a fresh window, and writes skip the WAL.
create unlogged table aide_private.api_rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
alter table aide_private.api_rate_limits enable row level security;
revoke all on aide_private.api_rate_limits from public, anon, authenticated;

-- Counts one request for `limit_key` and returns the hits of its current window with the milliseconds left in
-- it. A window starts at the key's first request and lasts window_ms; the first request after it ends starts
-- the next. One statement (an upsert on the key's row), so concurrent requests never lose a count.
create or replace function aide_private.hit_rate_limit(limit_key text, window_ms integer)
returns table (hits integer, reset_ms bigint)
language sql
set search_path = ''
as $$
  insert into aide_private.api_rate_limits as r (key, window_start, hits)
  values (limit_key, statement_timestamp(), 1)
  on conflict (key) do update set
    window_start = case when r.window_start + make_interval(secs => window_ms / 1000.0) <= statement_timestamp()
                        then statement_timestamp() else r.window_start end,
    hits = case when r.window_start + make_interval(secs => window_ms / 1000.0) <= statement_timestamp()
                then 1 else r.hits + 1 end
  returning r.hits,
            ceil(extract(epoch from r.window_start + make_interval(secs => window_ms / 1000.0)
                                    - statement_timestamp()) * 1000)::bigint
$$;
revoke all on function aide_private.hit_rate_limit(text, integer) from public, anon, authenticated;
