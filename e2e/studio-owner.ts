/** The owner e2e/seed-owner.ts makes before the journeys' server starts. */
export const STUDIO_OWNER = { email: 'owner@studio.test', password: 'secret-pass-1' } as const;
