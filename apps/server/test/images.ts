import crypto from 'node:crypto';
import sharp from 'sharp';

/** Image fixtures made on the fly, so the repository holds no binary files. */
const noise = (width: number, height: number) =>
  sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

export const pngImage = (width = 32, height = 24): Promise<Buffer> => noise(width, height).png().toBuffer();

export const jpegImage = (width = 64, height = 48): Promise<Buffer> => noise(width, height).jpeg().toBuffer();

/** A JPEG carrying EXIF (copyright, artist) and GPS tags, as a phone camera would send. */
export const jpegWithExif = (): Promise<Buffer> =>
  noise(64, 48)
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Copyright: 'Someone else', Artist: 'Phone camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 43/1 0/1' },
      },
    })
    .toBuffer();

/** A JPEG cut at 70 %: its header reads fine, its pixels do not decode. */
export const truncatedJpeg = async (): Promise<Buffer> => {
  const whole = await jpegImage(128, 128);
  return whole.subarray(0, Math.floor(whole.length * 0.7));
};

export const gifImage = (): Promise<Buffer> => noise(8, 8).gif().toBuffer();

export const dataUrl = (body: Buffer, type = 'image/png'): string =>
  `data:${type};base64,${body.toString('base64')}`;

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; body: Buffer };

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export const multipart = (parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = `----studio-test-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.body,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
