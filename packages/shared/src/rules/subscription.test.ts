import { describe, expect, it } from 'vitest';
import { isPremium, isSpecialTrialCode, premiumEndsAt, trialDaysFor } from './subscription';

describe('trial rules', () => {
  it('gives 14 days by default and 30 with the special code, matched case-insensitively', () => {
    expect(trialDaysFor({ hadSubscriptionBefore: false })).toBe(14);
    for (const code of ['SUMMER30', 'summer30', ' Summer30 ']) {
      expect(trialDaysFor({ code, specialCode: 'Summer30', hadSubscriptionBefore: false })).toBe(30);
    }
    expect(trialDaysFor({ code: 'SUMMER31', specialCode: 'Summer30', hadSubscriptionBefore: false })).toBe(
      14,
    );
  });

  it('has no special code when none is configured', () => {
    expect(isSpecialTrialCode('SUMMER30', undefined)).toBe(false);
    expect(isSpecialTrialCode('', '')).toBe(false);
  });

  it("uses a promo's own trial length, and none for a member who had a subscription", () => {
    expect(trialDaysFor({ code: 'LONG', promoTrialDays: 21, hadSubscriptionBefore: false })).toBe(21);
    expect(trialDaysFor({ code: 'LONG', promoTrialDays: 0, hadSubscriptionBefore: false })).toBe(0);
    expect(trialDaysFor({ code: 'SUMMER30', specialCode: 'summer30', hadSubscriptionBefore: true })).toBe(0);
  });
});

describe('premium', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const later = new Date('2026-12-01T00:00:00Z');
  const earlier = new Date('2026-11-01T00:00:00Z');

  it('lasts while the subscription is paid (or in trial) through a later moment and not expired', () => {
    for (const status of ['trial', 'active', 'past_due', 'canceled'] as const) {
      expect(isPremium({ status, paid_through: later }, now)).toBe(true);
      expect(isPremium({ status, paid_through: earlier }, now)).toBe(false);
    }
    expect(isPremium({ status: 'expired', paid_through: later }, now)).toBe(false);
    expect(isPremium(null, now)).toBe(false);
  });

  it('lasts through the grace period while past due, and only then (issue 18)', () => {
    const grace = { paid_through: earlier, grace_ends_at: later };
    expect(isPremium({ status: 'past_due', ...grace }, now)).toBe(true);
    expect(premiumEndsAt({ status: 'past_due', ...grace })).toEqual(later);
    for (const status of ['active', 'canceled', 'expired'] as const) {
      expect(isPremium({ status, ...grace }, now)).toBe(false);
      expect(premiumEndsAt({ status, ...grace })).toEqual(earlier);
    }
    expect(isPremium({ status: 'past_due', paid_through: earlier, grace_ends_at: earlier }, now)).toBe(false);
  });
});
