import { describe, expect, it } from 'vitest';
import { mrrCents } from './admin-revenue';

describe('mrrCents', () => {
  const paid = { status: 'active', provider: 'test' } as const;
  it('is the monthly price, or a twelfth of the yearly one rounded, in cents', () => {
    expect(mrrCents({ ...paid, plan: 'pro', billing_cycle: 'monthly' })).toBe(500);
    expect(mrrCents({ ...paid, plan: 'pro', billing_cycle: 'yearly' })).toBe(417);
    expect(mrrCents({ ...paid, plan: 'premium', billing_cycle: 'monthly' })).toBe(1200);
    expect(mrrCents({ ...paid, plan: 'premium', billing_cycle: 'yearly' })).toBe(1000);
  });

  it('counts a failed payment until the end, and nothing while trialing, canceled or granted by an admin', () => {
    expect(mrrCents({ plan: 'pro', billing_cycle: 'monthly', status: 'past_due', provider: 'stripe' })).toBe(500);
    expect(mrrCents({ plan: 'pro', billing_cycle: 'monthly', status: 'trialing', provider: 'stripe' })).toBe(0);
    expect(mrrCents({ plan: 'pro', billing_cycle: 'monthly', status: 'canceled', provider: 'test' })).toBe(0);
    expect(mrrCents({ plan: 'premium', billing_cycle: 'monthly', status: 'active', provider: 'admin' })).toBe(0);
    expect(mrrCents({ plan: 'free', billing_cycle: 'monthly', status: 'active', provider: 'test' })).toBe(0);
  });
});
