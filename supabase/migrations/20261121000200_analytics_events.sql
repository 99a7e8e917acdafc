-- Product analytics captured by the Aide API itself when no PostHog key is configured (local development and
-- end-to-end tests): posthog-js in the browser is pointed at the API, which stores every event here.
-- In production the browser sends events to PostHog instead (POSTHOG_KEY / POSTHOG_HOST in the app config).
--
-- Only the API writes and reads this table, connected as its owner (which row-level security does not
-- restrict). Row-level security is on and there are deliberately NO policies: the browser roles (anon,
-- authenticated) can neither read nor write analytics through the rest layer.

create table public.aide_analytics_events (
  id bigint generated always as identity primary key,
  event text not null,
  distinct_id text,
  properties jsonb not null default '{}'::jsonb,
  "timestamp" timestamptz,
  received_at timestamptz not null default now()
);
create index aide_analytics_events_event_received_at_idx
  on public.aide_analytics_events (event, received_at);

alter table public.aide_analytics_events enable row level security;
revoke all on public.aide_analytics_events from anon, authenticated;
