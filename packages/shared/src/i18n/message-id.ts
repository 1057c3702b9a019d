/**
 * The message ids: every key of the English catalogues (decision 0039). Lingui's `i18n._` takes these
 * only, so a key that does not exist, or was misspelled, fails the type check.
 */

import type {} from '@lingui/core';
import type billing from './catalog/billing/en.json';
import type catalogue from './catalog/catalogue/en.json';
import type common from './catalog/common/en.json';
import type feed from './catalog/feed/en.json';
import type field from './catalog/field/en.json';
import type frame from './catalog/frame/en.json';
import type home from './catalog/home/en.json';
import type library from './catalog/library/en.json';
import type mail from './catalog/mail/en.json';
import type nutrition from './catalog/nutrition/en.json';
import type onboarding from './catalog/onboarding/en.json';
import type profile from './catalog/profile/en.json';
import type programs from './catalog/programs/en.json';
import type saved from './catalog/saved/en.json';
import type server from './catalog/server/en.json';
import type settings from './catalog/settings/en.json';
import type shared from './catalog/shared/en.json';
import type sign from './catalog/sign/en.json';
import type storefront from './catalog/storefront/en.json';
import type studio from './catalog/studio/en.json';
import type studioPrograms from './catalog/studioPrograms/en.json';
import type week from './catalog/week/en.json';

export type MessageId =
  | keyof typeof common
  | keyof typeof sign
  | keyof typeof shared
  | keyof typeof field
  | keyof typeof frame
  | keyof typeof onboarding
  | keyof typeof home
  | keyof typeof week
  | keyof typeof library
  | keyof typeof programs
  | keyof typeof nutrition
  | keyof typeof billing
  | keyof typeof profile
  | keyof typeof saved
  | keyof typeof studio
  | keyof typeof catalogue
  | keyof typeof studioPrograms
  | keyof typeof settings
  | keyof typeof server
  | keyof typeof mail
  | keyof typeof feed
  | keyof typeof storefront;

declare module '@lingui/core' {
  interface Register {
    messageIds: MessageId;
  }
}
