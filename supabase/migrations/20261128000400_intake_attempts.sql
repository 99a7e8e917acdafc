-- Mail intake reads an email a bounded number of times (docs/inbound-api.md "Mail intake"). Before reading an
-- email the job records it as 'reading' and counts the attempt, so an email whose reading never ends (it times
-- out, or the process is stopped while reading it) is not read again and again: after MAX_MAIL_ATTEMPTS
-- (packages/api/.../intake/read-limits.ts) it is recorded as failed with the last reason. A refused document
-- (too large, unreadable) is failed at once. Applies unchanged to a hosted project.

alter table public.aide_intake_emails
  add column attempts smallint not null default 1 check (attempts between 1 and 100);

comment on column public.aide_intake_emails.attempts is
  'How many times mail intake started reading the email (the job gives up after a few).';

-- reading: taken in and not read to the end yet (detail: why the last attempt did not finish); the API's list
-- of intake emails leaves such rows out until they have an outcome.
alter table public.aide_intake_emails drop constraint aide_intake_emails_status_check;
alter table public.aide_intake_emails add constraint aide_intake_emails_status_check
  check (status in ('reading', 'created', 'duplicate', 'ignored', 'failed'));
