import {
  MeasurementAnswerSchema,
  MeasurementInputSchema,
  MeasurementListSchema,
  MessageSchema,
  PictureAnswerSchema,
  PictureListSchema,
  ProgressSchema,
  profilePaths,
  UploadPictureSchema,
} from '@studio/shared';
import { z } from 'zod';
import { notFound } from '../../errors';
import { sayTo } from '../../lib/i18n';
import { idempotencyKey } from '../../lib/idempotency';
import { idParams, pathId } from '../../lib/route-params';
import { cachedAnswer, currentMember, memberRoutes } from '../accounts';
import { addMeasurement, deleteMeasurement, listMeasurements, presentMeasurement } from './measurements';
import { deletePicture, listPictures, presentPicture, uploadPicture } from './pictures';
import { loadProgress } from './progress';

const tags = ['profile'];

/** Photos are data URLs of up to 10 MB: base64 makes that about 13.4 MB of JSON. */
const PHOTO_BODY_LIMIT = 15 * 1024 * 1024;

/** Measurement sets and progress photos (issue 7; DESIGN 3a paths for the sets). */
export const profileRoutes = memberRoutes({ tags, errors: [400, 404, 413] }, async (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;

  /** `{id}` in the sets' paths is the member's own id; anyone else's is a 404. */
  const ownId = (request: Parameters<typeof currentMember>[0], userId: number) => {
    const current = currentMember(request);
    if (current.userId !== userId) throw notFound();
    return current.userId;
  };

  app.get(profilePaths.measurements, {
    ...cachedAnswer,
    schema: {
      summary: "The member's measurement sets, newest first",
      response: { 200: MeasurementListSchema },
    },
    handler: async (request) => ({
      profiles: (await listMeasurements(db, currentMember(request).userId)).map(presentMeasurement),
    }),
  });

  app.post(profilePaths.addMeasurement(':userId'), {
    config: { idempotent: true },
    schema: {
      summary: 'Add a measurement set (standard 1 kg/cm or 2 lbs/in, ten measures, at least one)',
      description:
        'Departs from the spec (decision 0038): `measurement_standard` is 1, 2 or `international` (stored as ' +
        '1), anything else a 400; each measure is a number from 0 to 1500.',
      params: z.object({ userId: pathId }),
      body: MeasurementInputSchema,
      response: { 200: MeasurementAnswerSchema },
    },
    handler: async (request) => {
      const userId = ownId(request, request.params.userId);
      const row = await addMeasurement(db, userId, request.body, idempotencyKey(request));
      return { message: sayTo(request, 'shared.profile.measurementSaved'), profile: presentMeasurement(row) };
    },
  });

  app.delete(profilePaths.deleteMeasurement(':userId', ':profileId'), {
    schema: {
      summary: 'Delete a measurement set',
      params: z.object({ userId: pathId, profileId: pathId }),
      response: { 200: MessageSchema },
    },
    handler: async (request) => {
      const userId = ownId(request, request.params.userId);
      await deleteMeasurement(db, userId, request.params.profileId);
      return { message: sayTo(request, 'shared.profile.measurementDeleted') };
    },
  });

  app.get(profilePaths.progress, {
    ...cachedAnswer,
    schema: {
      summary:
        "The progress charts: each measure over time in the member's standard, and the last 12 weeks' workouts and minutes (weeks of their zone)",
      response: { 200: ProgressSchema },
    },
    handler: async (request) => loadProgress(db, currentMember(request), new Date()),
  });

  app.get(profilePaths.pictures, {
    ...cachedAnswer,
    schema: {
      summary: "The member's progress photos, newest first",
      response: { 200: PictureListSchema },
    },
    handler: async (request) => ({
      pictures: (await listPictures(db, currentMember(request).userId)).map((row) =>
        presentPicture(row, storage),
      ),
    }),
  });

  app.post(profilePaths.pictures, {
    bodyLimit: PHOTO_BODY_LIMIT,
    schema: {
      summary: 'Upload a progress photo (an image data URL: png or jpeg, 10 MB at most, metadata stripped)',
      body: UploadPictureSchema,
      response: { 200: PictureAnswerSchema },
    },
    handler: async (request) => {
      const { userId } = currentMember(request);
      const row = await uploadPicture(db, storage, userId, request.body.photo, {
        count: app.deps.config.PHOTO_LIMIT,
        megabytes: app.deps.config.PHOTO_STORAGE_MB,
      });
      return { message: sayTo(request, 'shared.profile.photoSaved'), picture: presentPicture(row, storage) };
    },
  });

  app.delete(profilePaths.picture(':id'), {
    schema: {
      summary: 'Delete a progress photo and its file',
      params: idParams,
      response: { 200: MessageSchema },
    },
    handler: async (request) => {
      await deletePicture(db, storage, currentMember(request).userId, request.params.id, request.log);
      return { message: sayTo(request, 'shared.profile.photoDeleted') };
    },
  });
});
