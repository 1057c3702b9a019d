import path from 'node:path';
import type { Config } from '../../config';
import { dataFolderSecret } from '../../lib/data-secret';
import { createLocalStorage } from './local';
import type { Storage } from './port';
import { createS3Storage } from './s3';
import { createMediaSigner } from './signed-urls';

export type { Storage } from './port';

/**
 * The key media paths are signed with: MEDIA_SIGNING_KEY when several hosts serve one store,
 * otherwise one made at the first start beside the data (processes sharing DATA_DIR agree).
 */
const mediaSigningKey = (config: Config): string =>
  config.MEDIA_SIGNING_KEY ?? dataFolderSecret(config.DATA_DIR, 'media-signing-key');

export const createStorage = (config: Config): Storage => {
  const signer = createMediaSigner(mediaSigningKey(config));
  return config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
    ? createS3Storage(
        {
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          bucket: config.S3_BUCKET,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          publicUrl: config.S3_PUBLIC_URL,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        },
        signer,
      )
    : createLocalStorage(path.join(config.DATA_DIR, 'storage'), signer);
};
