/**
 * A fixture factory for one entity: `const offer = fixture<Offer>({ ...fields })` makes `offer()` return the
 * defaults and `offer({ status: 'ended' })` the defaults with those fields replaced (a fresh object each call).
 */
export function fixture<T extends object>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults, ...overrides });
}
