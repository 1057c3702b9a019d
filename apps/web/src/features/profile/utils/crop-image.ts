import { AVATAR_CROP_SIZE } from '@studio/shared';
import type { Area } from 'react-easy-crop';
import { t } from '../../../lib/i18n';

const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(t('profile.crop.unreadable')));
    image.src = src;
  });

/**
 * Draws the chosen area of the picture on a square canvas and answers it as a PNG data URL
 * (spec M2: 200x200, output as a data URL); the form sends it as a png file (spec A7).
 */
export const cropToDataUrl = async (src: string, area: Area, size = AVATAR_CROP_SIZE): Promise<string> => {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t('profile.crop.noCanvas'));
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas.toDataURL('image/png');
};

/** Reads a picked file as a data URL, so the cropper works without object URLs to revoke. */
export const readFileAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(t('profile.crop.fileUnreadable')));
    reader.readAsDataURL(file);
  });

/** The cropped data URL as the file it holds, to send as a multipart file (spec A7: `image/png`). */
export const dataUrlToBlob = (dataUrl: string): Blob => {
  const [head = '', base64 = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  return new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type });
};
