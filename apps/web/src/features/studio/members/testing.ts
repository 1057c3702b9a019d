import type { PremiumOffer, ProgramOffer, StudioMember } from '@studio/shared';

/** Test data of the members and offers pages (tests only), shaped as the server answers. */

export const aPremiumOffer = (overrides: Partial<PremiumOffer> = {}): PremiumOffer => ({
  id: 51,
  code: 'SPRING25',
  state: 'active',
  valid_until: null,
  max_redemptions: 100,
  redemptions: 3,
  created_at: '2026-11-01T10:00:00.000Z',
  montly_percent: 25,
  biannually_percent: 25,
  yearly_percent: 25,
  trial_days: null,
  valid_from: null,
  special: false,
  ...overrides,
});

export const aProgramOffer = (overrides: Partial<ProgramOffer> = {}): ProgramOffer => ({
  id: 52,
  code: 'CORE15',
  state: 'paused',
  valid_until: null,
  max_redemptions: null,
  redemptions: 1,
  created_at: '2026-11-02T10:00:00.000Z',
  percent: 15,
  // i18n-exempt: a program's title, typed by staff (test data as the server sends it)
  program: { id: 61, title: 'Core builder' },
  ...overrides,
});

export const aMember = (overrides: Partial<StudioMember> = {}): StudioMember => ({
  id: 8,
  name: 'Mia',
  last_name: 'Stone',
  email: 'mia@example.com',
  created_at: '2026-03-01T10:00:00.000Z',
  premium: true,
  role: 'member',
  time_zone: 'Europe/London',
  subscription: {
    id: 81,
    plan: 'montly',
    status: 'active',
    price: '19.99',
    created_at: '2026-03-01T10:00:00.000Z',
    trial_ends_at: null,
    paid_through: '2026-12-01T10:00:00.000Z',
    canceled_at: null,
    provider: 'braintree',
  },
  subscriptions: [],
  payments: [
    {
      key: 'premium:91',
      what: 'Premium, monthly',
      amount: '19.99',
      status: 'settled',
      at: '2026-11-01T10:00:00.000Z',
      refundable: true,
    },
  ],
  programs: [],
  last_sign_in: null,
  last_workout: null,
  // i18n-exempt: a program's title, typed by staff (test data as the server sends it)
  programs_on_offer: [{ id: 61, title: 'Core builder' }],
  ...overrides,
});
