import type { Locale } from '@studio/shared';

/**
 * The studios abroad (issue 35): a server charging in BRL and one charging in EUR, each on its own
 * port and data folder (e2e/run.mjs picks the ports), for the journeys in pt-BR and es.
 */
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
const mainPort = Number(process.env.E2E_PORT ?? 3100);

export type AbroadStudio = { locale: Locale; currency: string; port: number; dataDir: string };

export const abroadStudios = {
  'abroad-pt-BR': {
    locale: 'pt-BR',
    currency: 'BRL',
    port: Number(process.env.E2E_BRL_PORT ?? mainPort + 2),
    dataDir: `${dataDir}-brl`,
  },
  'abroad-es': {
    locale: 'es',
    currency: 'EUR',
    port: Number(process.env.E2E_EUR_PORT ?? mainPort + 3),
    dataDir: `${dataDir}-eur`,
  },
} satisfies Record<string, AbroadStudio>;
