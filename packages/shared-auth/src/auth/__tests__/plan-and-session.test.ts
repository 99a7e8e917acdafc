import type { Session } from '@supabase/supabase-js';
import { PLAN_STORAGE_KEY, clearStoredPlan, readStoredPlan, storePlan, toPlan } from '../plan';
import { isValidSession } from '../session';

describe('stored plan', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through localStorage under "userPlan"', () => {
    storePlan('inbound');
    expect(localStorage.getItem(PLAN_STORAGE_KEY)).toBe('inbound');
    expect(readStoredPlan()).toBe('inbound');
    clearStoredPlan();
    expect(readStoredPlan()).toBeNull();
  });

  it('ignores a tampered value', () => {
    localStorage.setItem(PLAN_STORAGE_KEY, 'admin');
    expect(readStoredPlan()).toBeNull();
  });

  it('treats every plan other than inbound as outbound', () => {
    expect(toPlan('inbound')).toBe('inbound');
    expect(toPlan('outbound')).toBe('outbound');
    expect(toPlan('enterprise')).toBe('outbound');
    expect(toPlan(null)).toBe('outbound');
  });
});

describe('isValidSession', () => {
  const full = { access_token: 'a', refresh_token: 'r', expires_at: 123 } as Session;
  it('needs access token, refresh token and expiry', () => {
    expect(isValidSession(full)).toBe(true);
    expect(isValidSession({ ...full, access_token: '' })).toBe(false);
    expect(isValidSession({ ...full, refresh_token: '' })).toBe(false);
    expect(isValidSession({ ...full, expires_at: undefined })).toBe(false);
    expect(isValidSession(null)).toBe(false);
  });
});
