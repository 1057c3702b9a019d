import {
  cataloguePaths,
  OrderInputSchema,
  PhraseInputSchema,
  StudioPhraseSchema,
  StudioPhrasesSchema,
} from '@studio/shared';
import { idParams } from '../../lib/route-params';
import { createPhrase, findPhrase, listPhrases, orderPhrases, removePhrase, updatePhrase } from '../library';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/**
 * Home's daily phrases in the console (issue 17, coach; decision 0025): added, changed, removed,
 * put in order. Every change is audited.
 */
export const phrasesRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409, 413] }, (app) => {
  const { db } = app.deps.database;

  app.get(cataloguePaths.phrases, {
    schema: {
      summary: "Home's daily phrases, one a day in this order",
      response: { 200: StudioPhrasesSchema },
    },
    handler: async () => ({ phrases: await listPhrases(db) }),
  });

  app.post(cataloguePaths.phrases, {
    schema: {
      summary: 'Add a daily phrase (last)',
      body: PhraseInputSchema,
      response: { 200: StudioPhraseSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const id = await createPhrase(tx, request.body);
        const after = await findPhrase(tx, id);
        return { action: 'phrase.create', target: `phrase:${id}`, after, answer: after };
      }),
  });

  app.put(cataloguePaths.phrase(':id'), {
    schema: {
      summary: "Change a phrase's words (and its words in other languages)",
      params: idParams,
      body: PhraseInputSchema,
      response: { 200: StudioPhraseSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findPhrase(tx, id);
        await updatePhrase(tx, id, request.body);
        const after = await findPhrase(tx, id);
        return { action: 'phrase.update', target: `phrase:${id}`, before, after, answer: after };
      }),
  });

  app.delete(cataloguePaths.phrase(':id'), {
    schema: { summary: 'Remove a phrase', params: idParams, response: { 200: StudioPhrasesSchema } },
    handler: async (request) => {
      const { id } = request.params;
      await audited(db, currentStaff(request), async (tx) => {
        const before = await removePhrase(tx, id);
        return { action: 'phrase.remove', target: `phrase:${id}`, before, answer: null };
      });
      return { phrases: await listPhrases(db) };
    },
  });

  app.put(cataloguePaths.phraseOrder, {
    schema: {
      summary: 'Put the phrases in order (each of them, once)',
      body: OrderInputSchema,
      response: { 200: StudioPhrasesSchema },
    },
    handler: async (request) => {
      await audited(db, currentStaff(request), async (tx) => {
        await orderPhrases(tx, request.body.ids);
        return { action: 'phrase.reorder', target: 'phrases', after: request.body.ids, answer: null };
      });
      return { phrases: await listPhrases(db) };
    },
  });
});
