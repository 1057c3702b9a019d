/**
 * Every catalogue of every language, as written (issue 35): what the server compiles at start
 * (apps/server/src/lib/i18n.ts) and tests read English from. The web app never imports this: it loads
 * one bundle of one language at a time (apps/web/build/catalogs.ts).
 */

import billing_en from './catalog/billing/en.json';
import billing_es from './catalog/billing/es.json';
import billing_ptBR from './catalog/billing/pt-BR.json';
import catalogue_en from './catalog/catalogue/en.json';
import catalogue_es from './catalog/catalogue/es.json';
import catalogue_ptBR from './catalog/catalogue/pt-BR.json';
import common_en from './catalog/common/en.json';
import common_es from './catalog/common/es.json';
import common_ptBR from './catalog/common/pt-BR.json';
import feed_en from './catalog/feed/en.json';
import feed_es from './catalog/feed/es.json';
import feed_ptBR from './catalog/feed/pt-BR.json';
import frame_en from './catalog/frame/en.json';
import frame_es from './catalog/frame/es.json';
import frame_ptBR from './catalog/frame/pt-BR.json';
import home_en from './catalog/home/en.json';
import home_es from './catalog/home/es.json';
import home_ptBR from './catalog/home/pt-BR.json';
import library_en from './catalog/library/en.json';
import library_es from './catalog/library/es.json';
import library_ptBR from './catalog/library/pt-BR.json';
import mail_en from './catalog/mail/en.json';
import mail_es from './catalog/mail/es.json';
import mail_ptBR from './catalog/mail/pt-BR.json';
import nutrition_en from './catalog/nutrition/en.json';
import nutrition_es from './catalog/nutrition/es.json';
import nutrition_ptBR from './catalog/nutrition/pt-BR.json';
import onboarding_en from './catalog/onboarding/en.json';
import onboarding_es from './catalog/onboarding/es.json';
import onboarding_ptBR from './catalog/onboarding/pt-BR.json';
import profile_en from './catalog/profile/en.json';
import profile_es from './catalog/profile/es.json';
import profile_ptBR from './catalog/profile/pt-BR.json';
import programs_en from './catalog/programs/en.json';
import programs_es from './catalog/programs/es.json';
import programs_ptBR from './catalog/programs/pt-BR.json';
import saved_en from './catalog/saved/en.json';
import saved_es from './catalog/saved/es.json';
import saved_ptBR from './catalog/saved/pt-BR.json';
import server_en from './catalog/server/en.json';
import server_es from './catalog/server/es.json';
import server_ptBR from './catalog/server/pt-BR.json';
import settings_en from './catalog/settings/en.json';
import settings_es from './catalog/settings/es.json';
import settings_ptBR from './catalog/settings/pt-BR.json';
import sign_en from './catalog/sign/en.json';
import sign_es from './catalog/sign/es.json';
import sign_ptBR from './catalog/sign/pt-BR.json';
import studio_en from './catalog/studio/en.json';
import studio_es from './catalog/studio/es.json';
import studio_ptBR from './catalog/studio/pt-BR.json';
import studioPrograms_en from './catalog/studioPrograms/en.json';
import studioPrograms_es from './catalog/studioPrograms/es.json';
import studioPrograms_ptBR from './catalog/studioPrograms/pt-BR.json';
import week_en from './catalog/week/en.json';
import week_es from './catalog/week/es.json';
import week_ptBR from './catalog/week/pt-BR.json';
import type { CatalogSource } from './compile';
import type { Locale } from './locales';

export const CATALOG_SOURCES: Record<Locale, CatalogSource> = {
  en: {
    ...billing_en,
    ...catalogue_en,
    ...common_en,
    ...feed_en,
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
    ...sign_en,
    ...studio_en,
    ...studioPrograms_en,
    ...week_en,
  },
  'pt-BR': {
    ...billing_ptBR,
    ...catalogue_ptBR,
    ...common_ptBR,
    ...feed_ptBR,
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
    ...sign_ptBR,
    ...studio_ptBR,
    ...studioPrograms_ptBR,
    ...week_ptBR,
  },
  es: {
    ...billing_es,
    ...catalogue_es,
    ...common_es,
    ...feed_es,
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
    ...sign_es,
    ...studio_es,
    ...studioPrograms_es,
    ...week_es,
  },
};
