import { decideGuard, decideRootRedirect, homeForPlan, GUARD_PATHS } from '../guard';
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
