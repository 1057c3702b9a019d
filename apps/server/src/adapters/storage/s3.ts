import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage, type StoredFile } from './port';
import { isPublicMediaKey, type MediaSigner } from './signed-urls';

export type S3Options = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle: boolean;
};

type Sdk = typeof import('@aws-sdk/client-s3');

const s3Client = (sdk: Sdk, options: S3Options) =>
  new sdk.S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // A streamed body is then sent as it is: with checksums on by default, the SDK wraps it in
    // aws-chunked encoding, which S3-compatible servers (s3rver, older MinIO) store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });

/**
 * Any S3-compatible store (AWS S3, MinIO, R2...). Catalogue images are read from S3_PUBLIC_URL or a
 * CDN; private keys by the server's signed path, which redirects to a presigned GET (issue 14).
 */
export const createS3Storage = (options: S3Options, signer: MediaSigner): Storage => {
  // The SDK is loaded only where S3 is configured: imported at the top, it cost every start about
  // 0.2 s (issue 13, start-up under 3 s).
  const loaded = Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(
    ([sdk, { getSignedUrl }]) => ({ sdk, getSignedUrl, client: s3Client(sdk, options) }),
  );
  // A failure is thrown by the first call that needs the SDK, not by the start.
  loaded.catch(() => {});
  const base = (
    options.publicUrl ??
    `${options.endpoint ?? `https://${options.bucket}.s3.amazonaws.com`}/${options.bucket}`
  ).replace(/\/$/, '');
  /** The objects under a prefix, a page (up to 1,000) at a time. */
  async function* pages(prefix: string) {
    const { sdk, client } = await loaded;
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      yield (page.Contents ?? []).flatMap((o) =>
        o.Key ? [{ Key: o.Key, LastModified: o.LastModified }] : [],
      );
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return {
    put: async (key, body, contentType) => {
      assertSafeKey(key);
      const { sdk, client } = await loaded;
      await client.send(
        new sdk.PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    putFile: async (key, file, contentType) => {
      assertSafeKey(key);
      const { sdk, client } = await loaded;
      const { size } = await fs.stat(file);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    getFile: async (key, folder) => {
      assertSafeKey(key);
      const { sdk, client } = await loaded;
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key }));
      if (!(out.Body instanceof Readable)) throw new Error(`Storage: no body for ${key}`);
      const file = path.join(folder, path.basename(key));
      await pipeline(out.Body, createWriteStream(file));
      return file;
    },
    read: async (key) => {
      assertSafeKey(key);
      const { sdk, client } = await loaded;
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key }));
        const bytes = await out.Body?.transformToByteArray();
        return bytes
          ? { body: Buffer.from(bytes), contentType: out.ContentType ?? 'application/octet-stream' }
          : null;
      } catch {
        return null;
      }
    },
    remove: async (key) => {
      assertSafeKey(key, { draft: true });
      const { sdk, client } = await loaded;
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    list: async (prefix) => {
      assertSafeKey(prefix, { prefix: true });
      const files: StoredFile[] = [];
      for await (const page of pages(prefix)) {
        for (const o of page) files.push({ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) });
      }
      return files;
    },
    deletePrefix: async (prefix) => {
      assertSafeKey(prefix, { prefix: true });
      for await (const page of pages(prefix)) {
        if (page.length === 0) continue;
        const keys = page.map((o) => ({ Key: o.Key }));
        const { sdk, client } = await loaded;
        await client.send(
          new sdk.DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: keys } }),
        );
      }
    },
    signer,
    url: (key) => (isPublicMediaKey(key) ? `${base}/${key}` : signer.path(key)),
    presign: async (key, seconds) => {
      assertSafeKey(key);
      const { sdk, client, getSignedUrl } = await loaded;
      return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key }), {
        expiresIn: seconds,
      });
    },
  };
};
