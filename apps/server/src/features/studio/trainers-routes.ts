import {
  catalogueMessages,
  cataloguePaths,
  OrderInputSchema,
  StudioTrainerSchema,
  StudioTrainersSchema,
  TRAINER_IMAGES,
  TrainerFieldsSchema,
  TrainerInputSchema,
  VisibilitySchema,
} from '@studio/shared';
import { z } from 'zod';
import { idParams } from '../../lib/route-params';
import {
  createTrainer,
  findTrainer,
  listTrainers,
  orderTrainers,
  setTrainerHidden,
  setTrainerImage,
  updateTrainer,
} from '../library';
import { audited } from './audit';
import { replaceCatalogueImage } from './catalogue-images';
import { currentStaff, studioRoutes } from './studio-routes';

/**
 * Trainers in the console (issue 17, coach; decision 0025): made, edited, hidden or shown, their
 * images uploaded, put in order. Every change is audited.
 */
export const trainersRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409, 413] }, (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;

  app.get(cataloguePaths.trainers, {
    schema: {
      summary: 'Every trainer in the order members see them, hidden ones too',
      response: { 200: StudioTrainersSchema },
    },
    handler: async () => ({ trainers: await listTrainers(db, storage) }),
  });

  app.post(cataloguePaths.trainers, {
    schema: {
      summary: 'Make a trainer and their page (last in the order)',
      body: TrainerInputSchema,
      response: { 200: StudioTrainerSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const id = await createTrainer(tx, request.body);
        const after = await findTrainer(tx, storage, id);
        return { action: 'trainer.create', target: `trainer:${id}`, after, answer: after };
      }),
  });

  app.put(cataloguePaths.trainer(':id'), {
    schema: {
      summary: "Change a trainer's name, headline and bio",
      params: idParams,
      body: TrainerFieldsSchema,
      response: { 200: StudioTrainerSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findTrainer(tx, storage, id);
        await updateTrainer(tx, id, request.body);
        const after = await findTrainer(tx, storage, id);
        return { action: 'trainer.update', target: `trainer:${id}`, before, after, answer: after };
      }),
  });

  app.put(cataloguePaths.trainerVisibility(':id'), {
    schema: {
      summary: "Hide a trainer's page and chip from members (their workouts stay), or show them",
      params: idParams,
      body: VisibilitySchema,
      response: { 200: StudioTrainerSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        await setTrainerHidden(tx, id, request.body.hidden);
        const after = await findTrainer(tx, storage, id);
        return {
          action: request.body.hidden ? 'trainer.hide' : 'trainer.show',
          target: `trainer:${id}`,
          after: { hidden: after.hidden },
          answer: after,
        };
      }),
  });

  app.post(cataloguePaths.trainerImage(':id', ':slot'), {
    schema: {
      summary: "Upload one of a trainer's images (multipart `image`: png, jpeg or webp)",
      params: idParams.extend({ slot: z.enum(TRAINER_IMAGES, catalogueMessages.slotUnknown) }),
      consumes: ['multipart/form-data'],
      response: { 200: StudioTrainerSchema },
    },
    handler: async (request) => {
      const { id, slot } = request.params;
      await findTrainer(db, storage, id);
      await replaceCatalogueImage(app, request, `trainers/${id}-${slot}`, async (tx, key) => ({
        action: 'trainer.image',
        target: `trainer:${id}`,
        after: { [slot]: key },
        answer: await setTrainerImage(tx, id, slot, key),
      }));
      return findTrainer(db, storage, id);
    },
  });

  app.put(cataloguePaths.trainerOrder, {
    schema: {
      summary: 'Put the trainers in the order members see them (every trainer, once)',
      body: OrderInputSchema,
      response: { 200: StudioTrainersSchema },
    },
    handler: async (request) => {
      await audited(db, currentStaff(request), async (tx) => {
        await orderTrainers(tx, request.body.ids);
        return { action: 'trainer.reorder', target: 'trainers', after: request.body.ids, answer: null };
      });
      return { trainers: await listTrainers(db, storage) };
    },
  });
});
