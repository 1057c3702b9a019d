import {
  ErrorSchema,
  MeasurementAnswerSchema,
  MeasurementInputSchema,
  MeasurementListSchema,
  MessageSchema,
  PictureAnswerSchema,
  PictureListSchema,
  profileMessages,
  profilePaths,
  UploadPictureSchema,
} from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { authenticate, cachedAnswer, currentMember } from '../accounts';
import { addMeasurement, deleteMeasurement, listMeasurements, presentMeasurement } from './measurements';
import { deletePicture, listPictures, presentPicture, uploadPicture } from './pictures';

const tags = ['profile'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema };
const member = {
  onRequest: authenticate,
  schema: { tags, security: [{ memberEmail: [], memberToken: [] }] },
};
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Photos are data URLs of up to 10 MB: base64 makes that about 13.4 MB of JSON. */
const PHOTO_BODY_LIMIT = 15 * 1024 * 1024;

/** Measurement sets and progress photos (issue 7; DESIGN 3a paths for the sets). */
export const profileRoutes = async (root: FastifyInstance): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
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
    ...member,
    schema: {
      ...member.schema,
      summary: "The member's measurement sets, newest first",
      response: { 200: MeasurementListSchema, ...errors },
    },
    handler: async (request) => ({
      profiles: (await listMeasurements(db, currentMember(request).userId)).map(presentMeasurement),
    }),
  });

  app.post(profilePaths.addMeasurement(':userId'), {
    ...member,
    schema: {
      ...member.schema,
      summary: 'Add a measurement set (standard 1 kg/cm or 2 lbs/in, ten measures, at least one)',
      params: z.object({ userId: id }),
      body: MeasurementInputSchema,
      response: { 200: MeasurementAnswerSchema, ...errors },
    },
    handler: async (request) => {
      const userId = ownId(request, request.params.userId);
      const row = await addMeasurement(db, userId, request.body);
      return { message: profileMessages.measurementSaved, profile: presentMeasurement(row) };
    },
  });

  app.delete(profilePaths.deleteMeasurement(':userId', ':profileId'), {
    ...member,
    schema: {
      ...member.schema,
      summary: 'Delete a measurement set',
      params: z.object({ userId: id, profileId: id }),
      response: { 200: MessageSchema, ...errors },
    },
    handler: async (request) => {
      const userId = ownId(request, request.params.userId);
      await deleteMeasurement(db, userId, request.params.profileId);
      return { message: profileMessages.measurementDeleted };
    },
  });

  app.get(profilePaths.pictures, {
    ...cachedAnswer,
    ...member,
    schema: {
      ...member.schema,
      summary: "The member's progress photos, newest first",
      response: { 200: PictureListSchema, ...errors },
    },
    handler: async (request) => ({
      pictures: (await listPictures(db, currentMember(request).userId)).map((row) =>
        presentPicture(row, storage),
      ),
    }),
  });

  app.post(profilePaths.pictures, {
    ...member,
    bodyLimit: PHOTO_BODY_LIMIT,
    schema: {
      ...member.schema,
      summary: 'Upload a progress photo (an image data URL: png or jpeg, 10 MB at most, metadata stripped)',
      body: UploadPictureSchema,
      response: { 200: PictureAnswerSchema, ...errors },
    },
    handler: async (request) => {
      const { userId } = currentMember(request);
      const row = await uploadPicture(db, storage, userId, request.body.photo, {
        count: app.deps.config.PHOTO_LIMIT,
        megabytes: app.deps.config.PHOTO_STORAGE_MB,
      });
      return { message: profileMessages.photoSaved, picture: presentPicture(row, storage) };
    },
  });

  app.delete(profilePaths.picture(':id'), {
    ...member,
    schema: {
      ...member.schema,
      summary: 'Delete a progress photo and its file',
      params: z.object({ id }),
      response: { 200: MessageSchema, ...errors },
    },
    handler: async (request) => {
      await deletePicture(db, storage, currentMember(request).userId, request.params.id, request.log);
      return { message: profileMessages.photoDeleted };
    },
  });
};
