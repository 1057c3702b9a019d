import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CaptionInputSchema,
  isWording,
  MAX_CAPTION_BYTES,
  MAX_VIDEO_BYTES,
  type MessageId,
  type StudioWorkout,
  StudioWorkoutSchema,
  StudioWorkoutsSchema,
  VisibilitySchema,
  type Wording,
  WorkoutInputSchema,
  workoutMessages,
  workoutPaths,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { sayTo } from '../../lib/i18n';
import { receiveFile } from '../../lib/receive-file';
import { idParams } from '../../lib/route-params';
import {
  createWorkout,
  findWorkout,
  listWorkouts,
  newUploadName,
  putCaption,
  queueTrailer,
  recordUpload,
  removeCaption,
  retryUpload,
  setWorkoutHidden,
  trainerChoices,
  updateWorkout,
  uploadFolder,
  VIDEO_TRANSCODE,
} from '../library';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/** A failed video's stored reason: a wording as JSON, or a bare message id (rows before issue 35). */
const storedReason = (text: string): Wording | MessageId => {
  if (!text.startsWith('{')) return text as MessageId;
  const parsed: unknown = JSON.parse(text);
  return isWording(parsed) ? parsed : (text as MessageId);
};

const fieldError = (code: 'validation' | 'too_large', field: string, message: MessageId) =>
  new AppError(code, message, { [field]: [message] });

/** ISO base media (MP4, MOV): an `ftyp` box first. */
const looksLikeMp4 = async (file: string): Promise<boolean> => {
  const handle = await fs.open(file);
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    return bytesRead === 12 && head.toString('latin1', 4, 8) === 'ftyp';
  } finally {
    await handle.close();
  }
};

/** The uploaded MP4, streamed to a temporary file in `folder` (never held in memory): its path. */
const receiveVideo = async (request: FastifyRequest, folder: string): Promise<string> => {
  const { file } = await receiveFile(request, {
    field: 'video',
    maxBytes: MAX_VIDEO_BYTES,
    required: true,
    saveTo: path.join(folder, 'upload.mp4'),
    messages: { missing: workoutMessages.videoRequired, tooLarge: workoutMessages.videoTooLarge },
  });
  if (!(await looksLikeMp4(file))) throw fieldError('validation', 'video', workoutMessages.videoNotMp4);
  return file;
};

/** A caption upload's fields and WebVTT text. */
const receiveCaptions = async (request: FastifyRequest) => {
  const { fields, file: text } = await receiveFile(request, {
    field: 'captions',
    maxBytes: MAX_CAPTION_BYTES,
    required: true,
    messages: { missing: workoutMessages.captionsRequired, tooLarge: workoutMessages.captionsTooLarge },
  });
  const parsed = CaptionInputSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'language');
    throw fieldError(
      'validation',
      field,
      (issue?.message as MessageId | undefined) ?? workoutMessages.languageInvalid,
    );
  }
  if (!/^(\uFEFF)?WEBVTT([ \t\r\n]|$)/.test(text.toString('utf8', 0, 16))) {
    throw fieldError('validation', 'captions', workoutMessages.captionsNotVtt);
  }
  return { ...parsed.data, text };
};

/**
 * On-demand workouts (issue 17, coach): made, edited, shown or hidden; their video uploaded and
 * transcoded by a background job; caption tracks per language. Changes are audited.
 */
export const workoutsRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409, 413] }, (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;
  const removeQuietly = async (key: string | null) => {
    if (!key) return;
    await storage.remove(key).catch((error: unknown) => {
      app.log.warn({ err: error, key }, 'workouts: a replaced file could not be removed');
    });
  };

  // A failed video's reason is stored as a wording (JSON; a message id in rows of earlier versions):
  // worded per request.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const answer = payload as { workouts?: StudioWorkout[]; video?: StudioWorkout['video'] } | null;
    const worded = (workout: { video?: StudioWorkout['video'] }) => {
      if (workout.video?.error) workout.video.error = sayTo(request, storedReason(workout.video.error));
    };
    if (answer && typeof answer === 'object') {
      answer.workouts?.forEach(worded);
      worded(answer);
    }
    return payload;
  });

  app.get(workoutPaths.workouts, {
    schema: {
      summary: 'Every on-demand workout (shown and hidden), newest first, with the trainers to choose from',
      response: { 200: StudioWorkoutsSchema },
    },
    handler: async () => {
      const [workouts, trainers] = await Promise.all([listWorkouts(db, storage), trainerChoices(db)]);
      return { workouts, trainers };
    },
  });

  app.get(workoutPaths.workout(':id'), {
    schema: { summary: 'One on-demand workout', params: idParams, response: { 200: StudioWorkoutSchema } },
    handler: async (request) => findWorkout(db, storage, request.params.id),
  });

  app.post(workoutPaths.workouts, {
    schema: {
      summary: 'Make an on-demand workout: hidden from members until its video is ready and it is shown',
      body: WorkoutInputSchema,
      response: { 200: StudioWorkoutSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const id = await createWorkout(tx, request.body);
        const workout = await findWorkout(tx, storage, id);
        return { action: 'workout.create', target: `item:${id}`, after: workout, answer: workout };
      }),
  });

  app.put(workoutPaths.workout(':id'), {
    schema: {
      summary: "Change a workout's title, description, kind, trainers or new badge",
      params: idParams,
      body: WorkoutInputSchema,
      response: { 200: StudioWorkoutSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findWorkout(tx, storage, id);
        // Another trailer start: the trailer is cut again once this change commits (issue 38).
        if (await updateWorkout(tx, id, request.body)) await queueTrailer(app.mail.jobs, id, tx);
        const after = await findWorkout(tx, storage, id);
        return { action: 'workout.update', target: `item:${id}`, before, after, answer: after };
      }),
  });

  app.put(workoutPaths.visibility(':id'), {
    schema: {
      summary: 'Show a workout to members (its video must be ready) or hide it',
      params: idParams,
      body: VisibilitySchema,
      response: { 200: StudioWorkoutSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findWorkout(tx, storage, id);
        const leftLists = await setWorkoutHidden(tx, id, request.body.hidden);
        // Shown: its public trailer is cut now (a hidden class has none, issue 38).
        if (!request.body.hidden) await queueTrailer(app.mail.jobs, id, tx);
        const after = await findWorkout(tx, storage, id);
        return {
          action: request.body.hidden ? 'workout.hide' : 'workout.show',
          target: `item:${id}`,
          before: { hidden: before.hidden, ...(leftLists.length > 0 && { lists: leftLists }) },
          after: { hidden: after.hidden },
          answer: after,
        };
      }),
  });

  app.post(workoutPaths.video(':id'), {
    schema: {
      summary: "Upload the workout's video (multipart `video`, an MP4): transcoded to HLS in the background",
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 200: StudioWorkoutSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await findWorkout(db, storage, id);
      const work = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-upload-'));
      try {
        const file = await receiveVideo(request, work);
        const upload = newUploadName();
        const sourceKey = `${uploadFolder(id, upload)}source.mp4`;
        await storage.putFile(sourceKey, file, 'video/mp4');
        const { replacedSource } = await audited(db, currentStaff(request), async (tx) => {
          const recorded = await recordUpload(tx, id, upload, sourceKey);
          await app.jobs.send(VIDEO_TRANSCODE, { itemId: id, upload }, { db: tx });
          return { action: 'workout.video', target: `item:${id}`, after: { upload }, answer: recorded };
        });
        await removeQuietly(replacedSource);
        return findWorkout(db, storage, id);
      } finally {
        await fs.rm(work, { recursive: true, force: true });
      }
    },
  });

  app.post(workoutPaths.retryVideo(':id'), {
    schema: {
      summary: 'Try a failed transcode again from the uploaded file',
      params: idParams,
      response: { 200: StudioWorkoutSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await audited(db, currentStaff(request), async (tx) => {
        const upload = await retryUpload(tx, id);
        await app.jobs.send(VIDEO_TRANSCODE, { itemId: id, upload }, { db: tx });
        return { action: 'workout.video_retry', target: `item:${id}`, after: { upload }, answer: null };
      });
      return findWorkout(db, storage, id);
    },
  });

  app.post(workoutPaths.captions(':id'), {
    schema: {
      summary:
        'Add or replace the captions of one language (multipart `language`, `label`, `captions`: WebVTT)',
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 200: StudioWorkoutSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await findWorkout(db, storage, id);
      const { language, label, text } = await receiveCaptions(request);
      const key = `catalog/videos/captions/${id}/${language}-${crypto.randomBytes(4).toString('hex')}.vtt`;
      await storage.put(key, text, 'text/vtt');
      const replaced = await audited(db, currentStaff(request), async (tx) => {
        const before = await putCaption(tx, id, { language, label: label || language, storage_key: key });
        return {
          action: 'workout.captions',
          target: `item:${id}`,
          after: { language, label },
          answer: before,
        };
      }).catch(async (error: unknown) => {
        await removeQuietly(key);
        throw error;
      });
      await removeQuietly(replaced);
      return findWorkout(db, storage, id);
    },
  });

  app.delete(workoutPaths.caption(':id', ':language'), {
    schema: {
      summary: 'Remove the captions of one language',
      params: idParams.extend({ language: z.string().max(20) }),
      response: { 200: StudioWorkoutSchema },
    },
    handler: async (request) => {
      const { id, language } = request.params;
      const gone = await audited(db, currentStaff(request), async (tx) => ({
        action: 'workout.captions_remove',
        target: `item:${id}`,
        before: { language },
        answer: await removeCaption(tx, id, language),
      }));
      await removeQuietly(gone);
      return findWorkout(db, storage, id);
    },
  });
});
