import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import type { Storage } from './port';
import { createS3Storage } from './s3';

export type { Storage } from './port';

export const createStorage = (config: Config): Storage =>
  config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
    ? createS3Storage({
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        bucket: config.S3_BUCKET,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        publicUrl: config.S3_PUBLIC_URL,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : createLocalStorage(path.join(config.DATA_DIR, 'storage'));
