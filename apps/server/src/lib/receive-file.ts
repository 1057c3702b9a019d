import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, type Refusal } from '../errors';

export type ReceiveFileOptions = {
  /** The form field that carries the file: every refusal names it. */
  field: string;
  /** The largest file taken, in bytes: a larger one is refused with 413. */
  maxBytes: number;
  /** Whether a request without the file is refused (400); if not, `file` is then null. */
  required: boolean;
  /** Streams the file to this path instead of holding it in memory (a video): `file` is the path. */
  saveTo?: string;
  /** The field's own words for a missing or too large file (generic ones otherwise). */
  messages?: { missing?: Refusal; tooLarge?: Refusal };
};

type FileOf<O> = O extends { saveTo: string } ? string : Buffer;

export type ReceivedFile<O extends ReceiveFileOptions> = {
  /** The form's text fields (the first value of a field sent twice). */
  fields: Record<string, string>;
  /** The file's bytes, or the path it was saved to; null when it was not sent (and not required). */
  file: O extends { required: true } ? FileOf<O> : FileOf<O> | null;
};

/** A write of the upload to our own disk failed (a full disk): the server's to answer, not a 400. */
class SaveFailed {
  constructor(readonly error: unknown) {}
}

const bytesOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Streams the file to `target`. The pipeline ends both streams with the first error, so which side
 * failed first tells a body cut short (the upload's, maybe before we started) from a disk that
 * refused the write (ours).
 */
const save = async (stream: Readable, target: string): Promise<string> => {
  const out = createWriteStream(target);
  const failed: { first?: 'upload' | 'disk' } = stream.destroyed ? { first: 'upload' } : {};
  stream.once('error', () => {
    failed.first ??= 'upload';
  });
  stream.once('close', () => {
    if (!stream.readableEnded) failed.first ??= 'upload';
  });
  out.once('error', () => {
    failed.first ??= 'disk';
  });
  try {
    await pipeline(stream, out);
  } catch (error) {
    throw failed.first === 'disk' ? new SaveFailed(error) : error;
  }
  return target;
};

/**
 * The one receiver of every multipart upload (issue 33): the form's text fields and the file of
 * `field`, at most `maxBytes`. Every refusal names the field: no file where one is required (400),
 * a file too large (413), a body that cannot be read as multipart (no boundary, garbage, cut
 * short: 400 `malformed`); more parts than a form sends is a plain 413. A request that is not
 * multipart has no file. A failure to save on our own disk stays the server's (507 when full).
 */
export const receiveFile = async <const O extends ReceiveFileOptions>(
  request: FastifyRequest,
  options: O,
): Promise<ReceivedFile<O>> => {
  const { field, maxBytes, required, saveTo, messages } = options;
  const refuse = (code: 'validation' | 'malformed' | 'too_large', message: Refusal) =>
    new AppError(code, message, { [field]: [message] });
  const tooLarge = () => refuse('too_large', messages?.tooLarge ?? 'common.error.tooLarge');
  const fields: Record<string, string> = {};
  let file: Buffer | string | null = null;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
        if (part.type === 'field') {
          if (typeof part.value === 'string' && !(part.fieldname in fields))
            fields[part.fieldname] = part.value;
        } else if (part.fieldname !== field || file !== null) {
          await finished(part.file.resume());
        } else {
          file = saveTo ? await save(part.file, saveTo) : await bytesOf(part.file);
          if (part.file.truncated) throw tooLarge();
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof SaveFailed) throw error.error;
      const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      // Too many files, fields or parts: the form as a whole, not the field, is too large.
      if (statusCode === 413) throw new AppError('too_large', 'common.error.tooLarge');
      request.log.info({ err: error }, 'multipart body unreadable');
      throw refuse('malformed', 'shared.upload.unreadable');
    }
  }
  if (file === null && required) {
    throw refuse('validation', messages?.missing ?? 'shared.upload.fileRequired');
  }
  return { fields, file } as ReceivedFile<O>;
};
