import { describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_RATE_LIMIT, LOGIN_RATE_LIMIT } from '../constants/app';
import { RATE_LIMIT_POLICIES } from './rate-limits';
import { API_ROUTE_NAMES, apiRoutes } from './routes';

describe('rate limits of the route table', () => {
  it('limits the signed-in writes that reach other people or store files per user', () => {
    const limited = API_ROUTE_NAMES.filter((name) =>
      (apiRoutes[name] as { rateLimit?: readonly string[] }).rateLimit?.includes('userWrites'),
    );
    expect(limited.sort()).toEqual(
      [
        'createOffer',
        'scheduleAppointment',
        'shareProperty',
        'submitProperty',
        'unshareProperty',
        'uploadDocument',
      ].sort(),
    );
  });

  it('counts logins per address and per target e-mail, the account limit above the address one', () => {
    expect(RATE_LIMIT_POLICIES.login.counters.map((counter) => counter.per)).toEqual(['clientAddress', 'loginEmail']);
    // One person mistyping from one address meets the address limit first.
    expect(LOGIN_ACCOUNT_RATE_LIMIT.max).toBeGreaterThan(LOGIN_RATE_LIMIT.max);
  });

  it('limits visitors of every public route that writes or signs in', () => {
    for (const name of ['register', 'login', 'scheduleAppointment', 'submitProperty'] as const) {
      const limits: readonly string[] = apiRoutes[name].rateLimit;
      expect(limits.some((limit) => limit === 'public' || limit === 'login')).toBe(true);
    }
  });

  it("writes no counter document more than once a second on average (Firestore's sustained limit per document)", () => {
    // A counter is written only for a call it lets through (consumeRateLimit writes nothing for a refusal), so its
    // window's `max` bounds its writes whatever the traffic; a hot counter would need sharding.
    for (const [name, policy] of Object.entries(RATE_LIMIT_POLICIES)) {
      for (const counter of policy.counters) {
        expect(counter.max / (counter.windowMs / 1000), `${name} per ${counter.per}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
