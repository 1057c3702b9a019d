import type {
  AuditEntry,
  PremiumOffer,
  ProgramOffer,
  StaffMember,
  StudioFilterGroup,
  StudioList,
  StudioLive,
  StudioMember,
  StudioProgram,
  StudioRecipe,
  StudioTrainer,
  StudioWorkout,
} from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { writeSession } from '../../lib/session';
import type { FetchCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render';

/** Test data and helpers of the console's pages (tests only), shaped as the server answers. */

/** Signed in as staff, `page` mounted on `path` (a route pattern) and opened at `at`. */
export const renderConsolePage = (
  page: ReactElement,
  { at, path, otherPaths }: { at: string; path?: string; otherPaths?: string[] },
) => {
  writeSession({ email: 'olive@example.com', token: 'tok' });
  return renderApp(page, { at, path, otherPaths });
};

/** The server's 400 naming one field, as its validation answers (`{ message, code, errors }`). */
export const refusal = (field: string, message: string) => ({
  status: 400,
  body: { message: 'Some fields are not valid', code: 'validation', errors: { [field]: [message] } },
});

/** The bodies the page sent to "METHOD path", in order. */
export const bodiesOf = (calls: FetchCall[], call: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === call).map((c) => c.body);

/** Replaces what a field holds with `text`, pasted at once (typing key by key is slow). */
export const fill = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

/** The form named `name` (a ConsoleForm's title), once it is on the page. */
export const findForm = (name: string) => screen.findByRole('form', { name });

/**
 * Fills the field `label` of `form` with `text`, sends the form by its `submit` button, and waits
 * for the server's `message` under that field (the page's stub answers with `refusal`): the field
 * is described by it.
 */
export const submitRefused = async (
  user: UserEvent,
  form: HTMLElement,
  { label, text, submit, message }: { label: string; text: string; submit: string; message: string },
) => {
  await fill(user, within(form).getByLabelText(label), text);
  await user.click(within(form).getByRole('button', { name: submit }));
  await waitFor(() =>
    expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message)),
  );
};

/** What the form says after a save (its status line). */
export const expectDone = (form: HTMLElement, text: string | RegExp) =>
  waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(text));

export const aTrainer = (overrides: Partial<StudioTrainer> = {}): StudioTrainer => ({
  id: 3,
  key: 'tess',
  name: 'Tess Moreau',
  headline: 'Mobility',
  bio: 'Twenty years of teaching.',
  avatar: null,
  background_image: null,
  title_image: null,
  hidden: false,
  origin: 'studio',
  workouts: 4,
  ...overrides,
});

export const aList = (overrides: Partial<StudioList> = {}): StudioList => ({
  id: 5,
  key: 'strength',
  store: 'on_demand',
  kind: 'categories',
  title: 'Strength',
  description: 'Get stronger.',
  bio: '',
  image: null,
  background_image: null,
  title_image: null,
  hidden: false,
  origin: 'studio',
  items: [{ id: 11, title: 'Full-body strength', kind: 'workout' }],
  ...overrides,
});

export const aFilterGroup = (overrides: Partial<StudioFilterGroup> = {}): StudioFilterGroup => ({
  id: 2,
  key: 'level',
  store: 'on_demand',
  title: 'Level',
  hidden: false,
  origin: 'studio',
  options: [{ id: 21, key: 'beginner', title: 'Beginner', origin: 'studio', items: 3 }],
  ...overrides,
});

export const aWorkout = (overrides: Partial<StudioWorkout> = {}): StudioWorkout => ({
  id: 11,
  key: 'full-body-strength',
  kind: 'workout',
  title: 'Full-body strength',
  description: 'Every muscle, once.',
  is_new: false,
  trainers: [{ id: 3, name: 'Tess Moreau' }],
  duration_seconds: 1800,
  hidden: false,
  origin: 'studio',
  image: null,
  video: {
    state: 'ready',
    error: null,
    hls_url: '/media/hls/11/index.m3u8',
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  captions: [],
  ...overrides,
});

export const aRecipe = (overrides: Partial<StudioRecipe> = {}): StudioRecipe => ({
  id: 31,
  key: 'overnight-oats',
  title: 'Overnight oats',
  description: 'Breakfast made the night before.',
  meal_type: 'breakfast',
  diets: [1],
  preparation_time: 10,
  label: '',
  ingredients: ['80 g oats'],
  ingredient_aisles: ['Cereals'],
  preparation_guide: ['Soak overnight.'],
  image: null,
  hidden: false,
  origin: 'studio',
  ...overrides,
});

export const aLive = (overrides: Partial<StudioLive> = {}): StudioLive => ({
  id: 41,
  title: 'Power hour',
  description: '',
  event_date: '2099-01-15T18:30:00.000Z',
  date: '2099-01-15',
  time: '18:30',
  duration_minutes: 45,
  trainer: { id: 3, name: 'Tess Moreau' },
  live_url: 'https://stream.example/live',
  cancelled: false,
  ...overrides,
});

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
  program: { id: 61, title: 'Core builder' },
  ...overrides,
});

export const aStaffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 1,
  name: 'Olive',
  last_name: 'Owner',
  email: 'olive@example.com',
  role: 'owner',
  ...overrides,
});

export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 71,
  at: '2026-11-25T09:30:00.000Z',
  actor: { id: 1, email: 'olive@example.com' },
  action: 'staff.role',
  target: 'user:8',
  before: { email: 'cora@example.com', role: 'member' },
  after: { email: 'cora@example.com', role: 'coach' },
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
  programs_on_offer: [{ id: 61, title: 'Core builder' }],
  ...overrides,
});

/** A program's day workouts: one per id, as the editor offers them. */
export const aProgramWorkout = (id: number, title: string) => ({
  id,
  title,
  duration_minutes: 30,
  removed: false,
});

export const aProgram = (overrides: Partial<StudioProgram> = {}): StudioProgram => ({
  id: 61,
  key: 'core-builder',
  title: 'Core builder',
  description: 'Four weeks for a stronger middle.',
  price: '39.99',
  apple_product_id: null,
  purchase_paragraphs: [],
  display_prompt: false,
  completion_prompt_url: null,
  tips_url: null,
  week_required_days: 2,
  weeks: [{ week: 1, days: [aProgramWorkout(11, 'Morning flow'), aProgramWorkout(12, 'Pilates core')] }],
  visible: false,
  removed: false,
  origin: 'studio',
  purchases: 0,
  in_progress: 0,
  furthest_week: null,
  ...overrides,
});
