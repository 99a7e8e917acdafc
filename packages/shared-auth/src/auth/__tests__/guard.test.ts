import { decideAssurance, decideGuard, decideRootRedirect, homeForPlan, GUARD_PATHS } from '../guard';
import type { Plan } from '../plan';

const plans: Array<Plan | null> = [null, 'inbound', 'outbound'];

describe('decideGuard (SPEC §4)', () => {
  it.each(plans.flatMap((required) => plans.map((stored) => [required, stored] as const)))(
    'without a session always goes to /login (required %s, stored %s)',
    (requiredPlan, storedPlan) => {
      expect(decideGuard({ hasSession: false, requiredPlan, storedPlan })).toEqual({
        type: 'redirect',
        to: '/login',
      });
    },
  );

  it('sends an inbound user on an outbound route to /inbound-module', () => {
    expect(decideGuard({ hasSession: true, requiredPlan: 'outbound', storedPlan: 'inbound' })).toEqual({
      type: 'redirect',
      to: GUARD_PATHS.inboundHome,
    });
  });

  it('sends an outbound user on an inbound route to /dashboard', () => {
    expect(decideGuard({ hasSession: true, requiredPlan: 'inbound', storedPlan: 'outbound' })).toEqual({
      type: 'redirect',
      to: GUARD_PATHS.outboundHome,
    });
  });

  it.each([
    ['matching plan', 'outbound', 'outbound'],
    ['matching inbound plan', 'inbound', 'inbound'],
    ['no stored plan yet', 'inbound', null],
    ['no required plan', null, 'inbound'],
  ] as const)('allows with a session and %s', (_label, requiredPlan, storedPlan) => {
    expect(decideGuard({ hasSession: true, requiredPlan, storedPlan })).toEqual({ type: 'allow' });
  });

  it('sends any failed check to /login, even with a session', () => {
    expect(
      decideGuard({ hasSession: true, requiredPlan: null, storedPlan: 'outbound', checkFailed: true }),
    ).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });
});

describe('root redirect and plan homes', () => {
  it('goes to /login without a session', () => expect(decideRootRedirect(false, 'inbound')).toBe('/login'));
  it('goes to /inbound-module for inbound', () =>
    expect(decideRootRedirect(true, 'inbound')).toBe('/inbound-module'));
  it('goes to /dashboard for any other plan', () => {
    expect(decideRootRedirect(true, 'outbound')).toBe('/dashboard');
    expect(decideRootRedirect(true, null)).toBe('/dashboard');
    expect(homeForPlan(null)).toBe('/dashboard');
  });
});

describe('decideAssurance (two-step verification)', () => {
  const aal1 = { currentLevel: 'aal1', nextLevel: 'aal1' } as const;
  const aal1WithFactor = { currentLevel: 'aal1', nextLevel: 'aal2' } as const;
  const aal2 = { currentLevel: 'aal2', nextLevel: 'aal2' } as const;

  it('lets an aal2 session in, whatever the organization requires', () => {
    expect(decideAssurance({ assurance: aal2, organizationRequiresMfa: true })).toEqual({ type: 'allow' });
  });

  it('asks a member with a verified factor for the code, even on the Security page', () => {
    for (const isMfaSetup of [false, true]) {
      expect(
        decideAssurance({ assurance: aal1WithFactor, organizationRequiresMfa: false, isMfaSetup }),
      ).toEqual({ type: 'redirect', to: '/login/mfa' });
    }
  });

  it('sends a member without a factor to set one up when the organization requires it', () => {
    expect(decideAssurance({ assurance: aal1, organizationRequiresMfa: true })).toEqual({
      type: 'redirect',
      to: '/account/security',
    });
    expect(decideAssurance({ assurance: aal1, organizationRequiresMfa: true, isMfaSetup: true })).toEqual({
      type: 'allow',
    });
  });

  it('waits for the organization rule, then lets a member of an organization without it in', () => {
    expect(decideAssurance({ assurance: aal1, organizationRequiresMfa: undefined })).toEqual({
      type: 'wait',
    });
    expect(decideAssurance({ assurance: aal1, organizationRequiresMfa: false })).toEqual({ type: 'allow' });
  });
});
