/**
 * Every catalogue of every language, as written (issue 35): what the server compiles at start
 * (apps/server/src/lib/i18n.ts) and tests read English from. The web app never imports this: it loads
 * one bundle of one language at a time (apps/web/build/catalogs.ts).
 */

import billing_en from './catalog/billing/en.json' with { type: 'json' };
import billing_es from './catalog/billing/es.json' with { type: 'json' };
import billing_ptBR from './catalog/billing/pt-BR.json' with { type: 'json' };
import catalogue_en from './catalog/catalogue/en.json' with { type: 'json' };
import catalogue_es from './catalog/catalogue/es.json' with { type: 'json' };
import catalogue_ptBR from './catalog/catalogue/pt-BR.json' with { type: 'json' };
import common_en from './catalog/common/en.json' with { type: 'json' };
import common_es from './catalog/common/es.json' with { type: 'json' };
import common_ptBR from './catalog/common/pt-BR.json' with { type: 'json' };
import feed_en from './catalog/feed/en.json' with { type: 'json' };
import feed_es from './catalog/feed/es.json' with { type: 'json' };
import feed_ptBR from './catalog/feed/pt-BR.json' with { type: 'json' };
import field_en from './catalog/field/en.json' with { type: 'json' };
import field_es from './catalog/field/es.json' with { type: 'json' };
import field_ptBR from './catalog/field/pt-BR.json' with { type: 'json' };
import frame_en from './catalog/frame/en.json' with { type: 'json' };
import frame_es from './catalog/frame/es.json' with { type: 'json' };
import frame_ptBR from './catalog/frame/pt-BR.json' with { type: 'json' };
import home_en from './catalog/home/en.json' with { type: 'json' };
import home_es from './catalog/home/es.json' with { type: 'json' };
import home_ptBR from './catalog/home/pt-BR.json' with { type: 'json' };
import library_en from './catalog/library/en.json' with { type: 'json' };
import library_es from './catalog/library/es.json' with { type: 'json' };
import library_ptBR from './catalog/library/pt-BR.json' with { type: 'json' };
import mail_en from './catalog/mail/en.json' with { type: 'json' };
import mail_es from './catalog/mail/es.json' with { type: 'json' };
import mail_ptBR from './catalog/mail/pt-BR.json' with { type: 'json' };
import nutrition_en from './catalog/nutrition/en.json' with { type: 'json' };
import nutrition_es from './catalog/nutrition/es.json' with { type: 'json' };
import nutrition_ptBR from './catalog/nutrition/pt-BR.json' with { type: 'json' };
import onboarding_en from './catalog/onboarding/en.json' with { type: 'json' };
import onboarding_es from './catalog/onboarding/es.json' with { type: 'json' };
import onboarding_ptBR from './catalog/onboarding/pt-BR.json' with { type: 'json' };
import profile_en from './catalog/profile/en.json' with { type: 'json' };
import profile_es from './catalog/profile/es.json' with { type: 'json' };
import profile_ptBR from './catalog/profile/pt-BR.json' with { type: 'json' };
import programs_en from './catalog/programs/en.json' with { type: 'json' };
import programs_es from './catalog/programs/es.json' with { type: 'json' };
import programs_ptBR from './catalog/programs/pt-BR.json' with { type: 'json' };
import saved_en from './catalog/saved/en.json' with { type: 'json' };
import saved_es from './catalog/saved/es.json' with { type: 'json' };
import saved_ptBR from './catalog/saved/pt-BR.json' with { type: 'json' };
import server_en from './catalog/server/en.json' with { type: 'json' };
import server_es from './catalog/server/es.json' with { type: 'json' };
import server_ptBR from './catalog/server/pt-BR.json' with { type: 'json' };
import settings_en from './catalog/settings/en.json' with { type: 'json' };
import settings_es from './catalog/settings/es.json' with { type: 'json' };
import settings_ptBR from './catalog/settings/pt-BR.json' with { type: 'json' };
import shared_en from './catalog/shared/en.json' with { type: 'json' };
import shared_es from './catalog/shared/es.json' with { type: 'json' };
import shared_ptBR from './catalog/shared/pt-BR.json' with { type: 'json' };
import sign_en from './catalog/sign/en.json' with { type: 'json' };
import sign_es from './catalog/sign/es.json' with { type: 'json' };
import sign_ptBR from './catalog/sign/pt-BR.json' with { type: 'json' };
import storefront_en from './catalog/storefront/en.json' with { type: 'json' };
import storefront_es from './catalog/storefront/es.json' with { type: 'json' };
import storefront_ptBR from './catalog/storefront/pt-BR.json' with { type: 'json' };
import studio_en from './catalog/studio/en.json' with { type: 'json' };
import studio_es from './catalog/studio/es.json' with { type: 'json' };
import studio_ptBR from './catalog/studio/pt-BR.json' with { type: 'json' };
import studioPrograms_en from './catalog/studioPrograms/en.json' with { type: 'json' };
import studioPrograms_es from './catalog/studioPrograms/es.json' with { type: 'json' };
import studioPrograms_ptBR from './catalog/studioPrograms/pt-BR.json' with { type: 'json' };
import week_en from './catalog/week/en.json' with { type: 'json' };
import week_es from './catalog/week/es.json' with { type: 'json' };
import week_ptBR from './catalog/week/pt-BR.json' with { type: 'json' };
import type { CatalogSource } from './compile';
import type { Locale } from './locales';

export const CATALOG_SOURCES: Record<Locale, CatalogSource> = {
  en: {
    ...billing_en,
    ...catalogue_en,
    ...common_en,
    ...feed_en,
    ...field_en,
    ...frame_en,
    ...home_en,
    ...library_en,
    ...mail_en,
    ...nutrition_en,
    ...onboarding_en,
    ...profile_en,
    ...programs_en,
    ...saved_en,
    ...server_en,
    ...settings_en,
    ...shared_en,
    ...sign_en,
    ...storefront_en,
    ...studio_en,
    ...studioPrograms_en,
    ...week_en,
  },
  'pt-BR': {
    ...billing_ptBR,
    ...catalogue_ptBR,
    ...common_ptBR,
    ...feed_ptBR,
    ...field_ptBR,
    ...frame_ptBR,
    ...home_ptBR,
    ...library_ptBR,
    ...mail_ptBR,
    ...nutrition_ptBR,
    ...onboarding_ptBR,
    ...profile_ptBR,
    ...programs_ptBR,
    ...saved_ptBR,
    ...server_ptBR,
    ...settings_ptBR,
    ...shared_ptBR,
    ...sign_ptBR,
    ...storefront_ptBR,
    ...studio_ptBR,
    ...studioPrograms_ptBR,
    ...week_ptBR,
  },
  es: {
    ...billing_es,
    ...catalogue_es,
    ...common_es,
    ...feed_es,
    ...field_es,
    ...frame_es,
    ...home_es,
    ...library_es,
    ...mail_es,
    ...nutrition_es,
    ...onboarding_es,
    ...profile_es,
    ...programs_es,
    ...saved_es,
    ...server_es,
    ...settings_es,
    ...shared_es,
    ...sign_es,
    ...storefront_es,
    ...studio_es,
    ...studioPrograms_es,
    ...week_es,
  },
};
