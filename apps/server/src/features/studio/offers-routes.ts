import {
  OfferActionSchema,
  OffersSchema,
  PremiumOfferInputSchema,
  PremiumOfferSchema,
  ProgramOfferInputSchema,
  ProgramOfferSchema,
  studioPaths,
} from '@studio/shared';
import { idParams } from '../../lib/route-params';
import {
  changePremiumOffer,
  createPremiumOffer,
  listPremiumOffers,
  presentPremiumOffer,
  seedPromoCodes,
} from '../billing';
import {
  changeProgramOffer,
  createProgramOffer,
  listProgramOffers,
  presentProgramOffer,
  programChoices,
} from '../programs';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/** Offers (issue 17, owner): premium and program promo codes, made, listed, paused, resumed, ended. */
export const offersRoutes = studioRoutes({ role: 'owner', errors: [400, 404, 409] }, (app) => {
  const { db } = app.deps.database;
  const zone = app.deps.config.STUDIO_TIME_ZONE;
  const specialCode = app.deps.config.SPECIAL_TRIAL_PROMO_CODE;

  app.get(studioPaths.offers, {
    schema: {
      summary: 'Every premium and program promo code with its state and uses, and the programs',
      response: { 200: OffersSchema },
    },
    handler: async () => {
      // The special trial code always exists (as on a member's first use of it): listed to change.
      if (specialCode) await seedPromoCodes(db, { specialCode, withDemoCode: false });
      const [premium, program, programs] = await Promise.all([
        listPremiumOffers(db),
        listProgramOffers(db),
        programChoices(db),
      ]);
      return {
        premium: premium.map((row) => presentPremiumOffer(row, specialCode)),
        program: program.map(presentProgramOffer),
        programs,
      };
    },
  });

  app.post(studioPaths.premiumOffers, {
    schema: {
      summary: 'Make a premium promo code (a percent per plan, a trial, days in the studio zone, a limit)',
      body: PremiumOfferInputSchema,
      response: { 200: PremiumOfferSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const offer = presentPremiumOffer(await createPremiumOffer(tx, request.body, zone), specialCode);
        return { action: 'offer.premium.create', target: `promo:${offer.id}`, after: offer, answer: offer };
      }),
  });

  app.post(studioPaths.programOffers, {
    schema: {
      summary: 'Make a program promo code (a percent, one program or any, a last day, a limit)',
      body: ProgramOfferInputSchema,
      response: { 200: ProgramOfferSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const offer = presentProgramOffer(await createProgramOffer(tx, request.body, zone));
        return {
          action: 'offer.program.create',
          target: `program_promo:${offer.id}`,
          after: offer,
          answer: offer,
        };
      }),
  });

  app.put(studioPaths.premiumOfferState(':id'), {
    schema: {
      summary: 'Pause, resume or end a premium promo code',
      params: idParams,
      body: OfferActionSchema,
      response: { 200: PremiumOfferSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { action } = request.body;
        const { before, after } = await changePremiumOffer(tx, request.params.id, action);
        const offer = presentPremiumOffer(after, specialCode);
        const was = presentPremiumOffer(before, specialCode);
        return {
          action: `offer.premium.${action}`,
          target: `promo:${offer.id}`,
          before: was,
          after: offer,
          answer: offer,
        };
      }),
  });

  app.put(studioPaths.programOfferState(':id'), {
    schema: {
      summary: 'Pause, resume or end a program promo code',
      params: idParams,
      body: OfferActionSchema,
      response: { 200: ProgramOfferSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { action } = request.body;
        const { before, after } = await changeProgramOffer(tx, request.params.id, action);
        const [row] = (await listProgramOffers(tx)).filter((offer) => offer.id === after.id);
        const title = row?.program_title ?? null;
        const offer = presentProgramOffer({ ...after, program_title: title });
        const was = presentProgramOffer({ ...before, program_title: title });
        return {
          action: `offer.program.${action}`,
          target: `program_promo:${offer.id}`,
          before: was,
          after: offer,
          answer: offer,
        };
      }),
  });
});
