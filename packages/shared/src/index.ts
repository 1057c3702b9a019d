export * from './api-paths';
export * from './constants';
export * from './error-codes';
export * from './first-visit';
export * from './format';
export * from './i18n/areas';
export * from './i18n/locales';
export type { MessageId } from './i18n/message-id';
export * from './i18n/wording';
export * from './messages';
export * from './rules/calendar';
export * from './rules/card';
export * from './rules/meals';
export * from './rules/offline';
export * from './rules/percent';
export * from './rules/playback';
export * from './rules/pricing';
export * from './rules/programs';
export * from './rules/progress';
export * from './rules/stats';
export * from './rules/storefront';
export * from './rules/streaks';
export * from './rules/subscription';
export * from './rules/units';
export * from './rules/workout-days';
export * from './schemas/accounts';
export * from './schemas/analytics';
export * from './schemas/billing';
export * from './schemas/cancellation';
export * from './schemas/catalogue';
export * from './schemas/challenges';
export * from './schemas/dashboard';
export * from './schemas/dunning';
export {
  fieldErrors,
  fieldLabel,
  fieldTexts,
  issueId,
  issueMessage,
  issueText,
  whenMissing,
} from './schemas/errors';
export { addFieldLabels } from './schemas/field-labels';
export * from './schemas/fields';
export * from './schemas/gifts';
export * from './schemas/home';
export * from './schemas/library';
export * from './schemas/live-chat';
export * from './schemas/lives';
export * from './schemas/member-export';
export * from './schemas/members';
export * from './schemas/notifications';
export * from './schemas/nutrition';
export * from './schemas/offers';
export * from './schemas/profile';
export * from './schemas/programs';
export * from './schemas/search';
export * from './schemas/shopping-list';
export * from './schemas/storefront';
export * from './schemas/studio';
export * from './schemas/studio-filters';
export * from './schemas/studio-programs';
export * from './schemas/studio-recipes';
export * from './schemas/studio-settings';
export * from './schemas/subscription-life';
export * from './schemas/subscription-pause';
export * from './schemas/user';
export * from './schemas/week';
export * from './schemas/workouts';
