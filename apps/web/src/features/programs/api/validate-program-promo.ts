import { type ProgramPromoAnswer, type ProgramPromoValidate, programPaths } from '@studio/shared';
import { apiFetch } from '../../../lib/api-client';

export type ProgramPromo = ProgramPromoAnswer['program_promo_code'];

/** POST /api/v4/program_promo_codes/validate: a 200 is the code's discount; anything else its reason (spec A5). */
export const validateProgramPromo = async (input: ProgramPromoValidate): Promise<ProgramPromo> =>
  (await apiFetch<ProgramPromoAnswer>(programPaths.validatePromo, { method: 'POST', json: input }))
    .program_promo_code;
