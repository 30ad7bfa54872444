// The operator's SMS_PER_IP_PER_HOUR over the account limits: the per-address send caps move, nothing else does,
// and a bad value is refused by name.
import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, authLimitsFromEnv } from './auth-config';

describe('authLimitsFromEnv', () => {
  it('unset or empty: the defaults, 20 sends per address an hour and 100 a day', () => {
    expect(authLimitsFromEnv({})).toBe(AUTH_LIMITS);
    expect(authLimitsFromEnv({ SMS_PER_IP_PER_HOUR: '' })).toBe(AUTH_LIMITS);
    expect(AUTH_LIMITS.sms.perIp.map((r) => r.limit)).toEqual([20, 100]);
  });

  it('[AU-7] SMS_PER_IP_PER_HOUR=N: N an hour and 5N a day per address; the per-phone cooldown and caps stay', () => {
    const limits = authLimitsFromEnv({ SMS_PER_IP_PER_HOUR: '500' });
    expect(limits.sms.perIp).toEqual([{ limit: 500, windowMs: 3_600_000 }, { limit: 2_500, windowMs: 86_400_000 }]);
    expect(limits.sms.perPhone).toEqual(AUTH_LIMITS.sms.perPhone);
    expect({ ...limits, sms: { ...limits.sms, perIp: AUTH_LIMITS.sms.perIp } }).toEqual(AUTH_LIMITS);
  });

  it.each(['0', '-3', '2.5', 'many'])('SMS_PER_IP_PER_HOUR=%s is an error naming the variable', (value) => {
    expect(() => authLimitsFromEnv({ SMS_PER_IP_PER_HOUR: value })).toThrow(/SMS_PER_IP_PER_HOUR must be a positive integer/);
  });
});
