import type { Db } from '../../db/db.js';

export interface Operator {
  email: string;
  granted_by: string;
  created_at: string;
  /** Whether the address has a confirmed account yet (it may sign up: the membership gate admits it). */
  has_account: boolean;
  /** Whether that account has a verified authenticator (the console needs one). */
  mfa_enabled: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class OperatorInputError extends Error {}

function normalized(email: string): string {
  const value = email.trim().toLowerCase();
  if (!EMAIL.test(value) || value.length > 254)
    throw new OperatorInputError(`Not an email address: ${email}`);
  return value;
}

/**
 * Grants, takes back and lists platform operators (the `operators` command). `actor` is who runs it, for the
 * audit log the database writes.
 */
export function operatorsStore(db: Db, actor: string) {
  const asActor = <T>(work: Parameters<Db['transaction']>[0]) =>
    db.transaction(async (tx) => {
      await tx.query(`select set_config('aide.actor', $1, true)`, [actor]);
      return (await work(tx)) as T;
    });

  return {
    /** Grants an address; true when it was new. */
    add: (email: string) =>
      asActor<boolean>(async (tx) => {
        const { rows } = await tx.query(
          `insert into public.aide_platform_operators (email, granted_by) values ($1, $2)
           on conflict (email) do nothing returning id`,
          [normalized(email), actor],
        );
        return rows.length > 0;
      }),

    /**
     * Takes an address back; true when it was an operator. An account that belongs to no organization is
     * signed out at once (the membership gate gives it no token again).
     */
    remove: (email: string) =>
      asActor<boolean>(async (tx) => {
        const address = normalized(email);
        const { rows } = await tx.query(
          `delete from public.aide_platform_operators where email = $1 returning id`,
          [address],
        );
        if (rows.length === 0) return false;
        await tx.query(
          `delete from auth.sessions s using auth.users u
            where s.user_id = u.id and lower(u.email) = $1
              and not exists (select 1 from public.aide_members m where m.user_id = u.id)`,
          [address],
        );
        return true;
      }),

    async list(): Promise<Operator[]> {
      const { rows } = await db.query<Omit<Operator, 'created_at'> & { created_at: Date | string }>(
        `select p.email, p.granted_by, p.created_at,
                exists (select 1 from auth.users u
                         where lower(u.email) = p.email and u.email_confirmed_at is not null) as has_account,
                exists (select 1 from auth.users u join auth.mfa_factors f on f.user_id = u.id
                         where lower(u.email) = p.email and f.status = 'verified') as mfa_enabled
           from public.aide_platform_operators p
          order by p.email`,
      );
      return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
    },
  };
}
