// The membership gate admits platform operators (migration 20261128000500): people outside every
// organization, listed by email. Their tokens say so (`aide_operator`), their authenticator raises them to
// aal2, and taking the grant back ends their access at the next token. Members read nothing of the operators,
// the audit log or the exports.
import { decodeJwt } from 'jose';
import { generateSync } from 'otplib';
import { DEMO } from '../src/index.js';
import { emulatorSuite } from './support/emulator-suite.js';

const { t, sam } = emulatorSuite({ signIn: ['sam'] });

const claimsOf = async (client: typeof sam) =>
  decodeJwt((await client.auth.getSession()).data.session?.access_token ?? '');

it('signs the demo operator in, says so in the token, and raises the session with the demo authenticator', async () => {
  const ops = await t.signIn('ops');
  expect(await claimsOf(ops)).toMatchObject({ aide_operator: true, aal: 'aal1' });
  const { data: factors } = await ops.auth.mfa.listFactors();
  expect(factors?.totp).toEqual([expect.objectContaining({ status: 'verified' })]);
  const verified = await ops.auth.mfa.challengeAndVerify({
    factorId: factors!.totp[0]!.id,
    code: generateSync({ secret: DEMO.opsTotpSecret }),
  });
  expect(verified.error).toBeNull();
  expect(await claimsOf(ops)).toMatchObject({ aide_operator: true, aal: 'aal2' });
  // A member's token carries no such claim.
  expect(await claimsOf(sam)).not.toHaveProperty('aide_operator');
});

it('lets a granted address sign up, refuses one that is neither member nor operator, and ends access when the grant goes', async () => {
  const refused = await t.client().auth.signUp({ email: 'new.op@aide.test', password: 'New-op-pass-1' });
  expect(refused.error?.message).toBe(
    'Your email is not authorized to access this system. Please contact an administrator.',
  );

  await t.db.query(`insert into public.aide_platform_operators (email) values ('New.Op@aide.test')`);
  const operator = t.client();
  const signedUp = await operator.auth.signUp({ email: 'new.op@aide.test', password: 'New-op-pass-1' });
  expect(signedUp.error).toBeNull();
  expect(await claimsOf(operator)).toMatchObject({ aide_operator: true });

  await t.db.query(`delete from public.aide_platform_operators where email = 'new.op@aide.test'`);
  const refreshed = await operator.auth.refreshSession();
  expect(refreshed.error?.message).toBe(
    'Your email is not authorized to access this system. Please contact an administrator.',
  );
  const { rows } = await t.db.query<{ action: string; target_email: string }>(
    `select action, target_email from public.aide_platform_events where target_email = 'new.op@aide.test'
      order by created_at`,
  );
  expect(rows.map((row) => row.action)).toEqual(['operator_granted', 'operator_revoked']);
});

it('shows members nothing of the operators, the audit log or the exports', async () => {
  for (const table of ['aide_platform_operators', 'aide_platform_events', 'aide_platform_exports']) {
    const { data } = await sam.from(table).select('*');
    expect([table, data ?? []]).toEqual([table, []]);
    const inserted = await sam.from(table).insert({}).select();
    expect([table, inserted.data ?? []]).toEqual([table, []]);
  }
});
