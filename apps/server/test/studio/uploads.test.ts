import fs from 'node:fs/promises';
import path from 'node:path';
import {
  cataloguePaths,
  challengePaths,
  MAX_CAPTION_BYTES,
  MAX_IMAGE_BYTES,
  recipePaths,
  type StudioLists,
  workoutMessages,
  workoutPaths,
} from '@studio/shared';
import { english, inEnglish } from '@studio/shared/english';
import { describe, expect, it } from 'vitest';
import { trainers } from '../../src/db/schema';
import { createChallenge } from '../../src/features/challenges';
import { items, t } from '../harness';
import { type MultipartPart, multipart } from '../images';
import { actions, coach, ok, withCatalogue } from './harness';

/**
 * Every console upload goes through one receiver (lib/receive-file.ts, issue 33): a body that
 * cannot be read as multipart answers 400 naming the route's file field and changes nothing; a
 * file too large still answers 413 naming it.
 */
withCatalogue();

type Upload = {
  what: string;
  url: () => Promise<string>;
  field: string;
  /** The form's other fields, as the console sends them. */
  fields?: MultipartPart[];
  /** A file too large for the route, and the 413's words (none for the 4 GB video). */
  tooLarge?: { bytes: number; message: string };
};

const aTrainer = async () => (await t.db.select({ id: trainers.id }).from(trainers).limit(1))[0]?.id ?? 0;
const aList = async () => (await ok<StudioLists>('GET', cataloguePaths.lists)).lists[0]?.id ?? 0;

const aChallenge = () =>
  t.db.transaction((tx) =>
    createChallenge(tx, {
      title: 'December days',
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
      goal: 'days',
      target: 10,
      badge: 'Regular',
    }),
  );

const uploads: Upload[] = [
  {
    what: "a challenge's picture",
    url: async () => challengePaths.studioChallengeImage(await aChallenge()),
    field: 'image',
    tooLarge: { bytes: MAX_IMAGE_BYTES, message: english('shared.upload.imageTooLarge') },
  },
  {
    what: "a trainer's image",
    url: async () => cataloguePaths.trainerImage(await aTrainer(), 'avatar'),
    field: 'image',
    tooLarge: { bytes: MAX_IMAGE_BYTES, message: english('shared.upload.imageTooLarge') },
  },
  {
    what: "a list's image",
    url: async () => cataloguePaths.listImage(await aList(), 'image'),
    field: 'image',
    tooLarge: { bytes: MAX_IMAGE_BYTES, message: english('shared.upload.imageTooLarge') },
  },
  {
    what: "a recipe's picture",
    url: async () => recipePaths.picture(items.oats as number),
    field: 'picture',
    tooLarge: { bytes: MAX_IMAGE_BYTES, message: english('shared.upload.imageTooLarge') },
  },
  {
    what: "a workout's video",
    url: async () => workoutPaths.video(items.w0 as number),
    field: 'video',
  },
  {
    what: "a workout's captions",
    url: async () => workoutPaths.captions(items.w0 as number),
    field: 'captions',
    fields: [
      { name: 'language', value: 'en' },
      { name: 'label', value: 'English' },
    ],
    tooLarge: { bytes: MAX_CAPTION_BYTES, message: inEnglish(workoutMessages.captionsTooLarge) },
  },
];

const post = async (url: string, contentType: string, payload: Buffer) =>
  t.app.inject({ method: 'POST', url, headers: { ...coach.headers, 'content-type': contentType }, payload });

/** Every stored file and the audit log: what an upload would change. */
const state = async () => ({
  files: (await fs.readdir(path.join(t.dataDir, 'storage'), { recursive: true }).catch(() => [])).sort(),
  audit: await actions(),
});

const unreadable = (field: string) => ({
  code: 'malformed',
  message: english('shared.upload.unreadable'),
  errors: { [field]: [english('shared.upload.unreadable')] },
});

describe('console uploads with a body that is not multipart as a form sends it (issue 33)', () => {
  it.each(uploads)(
    '$what: no boundary, garbage or a body cut short answer 400 naming `$field`',
    async (upload) => {
      const url = await upload.url();
      const before = await state();
      const cut = Buffer.from(
        `--xx\r\nContent-Disposition: form-data; name="${upload.field}"; filename="a.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\nbytes',
      );
      for (const [type, payload] of [
        ['multipart/form-data', Buffer.from('no boundary at all')],
        ['multipart/form-data; boundary=xx', Buffer.from('garbage')],
        ['multipart/form-data; boundary=xx', cut],
      ] as const) {
        const answer = await post(url, type, payload);
        expect([answer.statusCode, answer.json()], `${type}: ${payload}`).toEqual([
          400,
          unreadable(upload.field),
        ]);
      }
      expect(await state()).toEqual(before);
    },
  );

  it.each(uploads.filter((u) => u.tooLarge))(
    '$what: a file too large still answers 413 naming `$field`',
    async (upload) => {
      const { bytes, message } = upload.tooLarge as { bytes: number; message: string };
      const url = await upload.url();
      const before = await state();
      const form = multipart([
        ...(upload.fields ?? []),
        {
          name: upload.field,
          filename: 'big.bin',
          contentType: 'application/octet-stream',
          body: Buffer.alloc(bytes + 1024, 7),
        },
      ]);
      const answer = await post(url, form.headers['content-type'] as string, form.payload);
      expect([answer.statusCode, answer.json()]).toEqual([
        413,
        { code: 'too_large', message, errors: { [upload.field]: [message] } },
      ]);
      expect(await state()).toEqual(before);
    },
  );
});
