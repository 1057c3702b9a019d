import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_STORED_IMAGE_SIDE } from '@studio/shared';
import { AppError, type Refusal, validationError } from '../errors';

export type CleanImage = {
  body: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
};

/** What an upload may be: members' pictures PNG or JPEG; the console's catalogue images WebP too. */
export type ImageRules = { webp?: boolean; typeMessage?: Refusal };

const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=\s]+)$/;

/** An image data URL (the avatar crop, progress photos) to bytes; the declared type is not trusted. */
export const decodeImageDataUrl = (value: string, field: string): Buffer => {
  const match = DATA_URL.exec(value);
  if (!match?.[1]) throw validationError({ [field]: ['shared.upload.imageType'] });
  const body = Buffer.from(match[1], 'base64');
  if (body.length > MAX_IMAGE_BYTES)
    throw new AppError('too_large', 'shared.upload.imageTooLarge', {
      [field]: ['shared.upload.imageTooLarge'],
    });
  return body;
};

/**
 * DESIGN 5: png or jpeg (or webp where allowed) by content, at most 10 MB and 40 megapixels (the header is read before decoding),
 * scaled to fit 2048 px, decoded in full (a truncated file fails) and
 * re-encoded, which drops EXIF and GPS and applies the orientation.
 */
export const cleanImage = async (
  input: Buffer,
  field: string,
  {
    webp = false,
    typeMessage = webp ? 'shared.upload.catalogImageType' : 'shared.upload.imageType',
  }: ImageRules = {},
): Promise<CleanImage> => {
  if (input.length > MAX_IMAGE_BYTES)
    throw new AppError('too_large', 'shared.upload.imageTooLarge', {
      [field]: ['shared.upload.imageTooLarge'],
    });
  // Loaded at the first image, not at every start (issue 13: start-up under 3 s).
  const { default: sharp } = await import('sharp');
  // The format as sharp reads it from the header (not the declared type, nor the name).
  const header = await sharp(input)
    .metadata()
    .catch(() => null);
  const format = header?.format;
  if (!header || !(format === 'png' || format === 'jpeg' || (webp && format === 'webp')))
    throw validationError({ [field]: [typeMessage] });
  const { width = 0, height = 0 } = header;
  if (width * height > MAX_IMAGE_PIXELS)
    throw validationError({ [field]: ['shared.upload.imageTooManyPixels'] });
  try {
    const pipeline = sharp(input, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({
        width: MAX_STORED_IMAGE_SIDE,
        height: MAX_STORED_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    if (format === 'webp')
      return {
        body: await pipeline.webp({ quality: 85 }).toBuffer(),
        contentType: 'image/webp',
        extension: 'webp',
      };
    if (format === 'png')
      return { body: await pipeline.png().toBuffer(), contentType: 'image/png', extension: 'png' };
    return {
      body: await pipeline.jpeg({ quality: 88 }).toBuffer(),
      contentType: 'image/jpeg',
      extension: 'jpg',
    };
  } catch {
    throw validationError({ [field]: [typeMessage] });
  }
};
