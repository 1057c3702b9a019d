import {
  ProgramCreateSchema,
  ProgramUpdateSchema,
  ProgramVisibilitySchema,
  StudioProgramListSchema,
  StudioProgramSchema,
  StudioProgramWorkoutsSchema,
  studioPaths,
} from '@studio/shared';
import { idParams } from '../../lib/route-params';
import {
  createProgram,
  listStudioPrograms,
  loadStudioProgram,
  programWorkoutChoices,
  setProgramVisibility,
  updateProgram,
} from '../programs';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/**
 * Programs (issue 17, coach): weeks of on-demand workouts, price, purchase paragraphs, prompts;
 * made as hidden drafts, shown and hidden; weeks a member has reached cannot change.
 */
export const programsRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409] }, (app) => {
  const { db } = app.deps.database;
  const currency = app.deps.config.STUDIO_CURRENCY;

  app.get(studioPaths.programs, {
    schema: {
      summary: 'Every program with its purchases and the furthest week a member has reached',
      response: { 200: StudioProgramListSchema },
    },
    handler: async () => ({ programs: await listStudioPrograms(db, currency) }),
  });

  app.get(studioPaths.programWorkouts, {
    schema: {
      summary: "The workouts a program's day may be: on-demand videos, by title",
      response: { 200: StudioProgramWorkoutsSchema },
    },
    handler: async () => ({ workouts: await programWorkoutChoices(db) }),
  });

  app.get(studioPaths.program(':id'), {
    schema: {
      summary: 'A program to edit: its fields, its weeks with their workouts, where its members stand',
      params: idParams,
      response: { 200: StudioProgramSchema },
    },
    handler: async (request) => loadStudioProgram(db, request.params.id, currency),
  });

  app.post(studioPaths.programs, {
    schema: {
      summary: 'Make a program: a draft hidden from members until it is shown',
      body: ProgramCreateSchema,
      response: { 200: StudioProgramSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const program = await createProgram(tx, request.body, currency);
        return { action: 'program.create', target: `program:${program.id}`, after: program, answer: program };
      }),
  });

  app.put(studioPaths.program(':id'), {
    schema: {
      summary:
        'Change a program; weeks its members have reached, and its days a week while they follow it, stay',
      params: idParams,
      body: ProgramUpdateSchema,
      response: { 200: StudioProgramSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { before, after } = await updateProgram(tx, request.params.id, request.body, currency);
        return { action: 'program.update', target: `program:${after.id}`, before, after, answer: after };
      }),
  });

  app.put(studioPaths.programVisibility(':id'), {
    schema: {
      summary: 'Show a program to members, or hide it from new buyers (buyers keep it)',
      params: idParams,
      body: ProgramVisibilitySchema,
      response: { 200: StudioProgramSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { before, after } = await setProgramVisibility(
          tx,
          request.params.id,
          request.body.visible,
          currency,
        );
        return {
          action: request.body.visible ? 'program.show' : 'program.hide',
          target: `program:${after.id}`,
          before,
          after,
          answer: after,
        };
      }),
  });
});
