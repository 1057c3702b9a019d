import { PHOTO_DATE_FORMAT } from '@studio/shared';
import dayjs from 'dayjs';

/** Spec M9: photos are dated "D MMM, YYYY", e.g. "5 Mar, 2026". */
export const formatPhotoDate = (date: string): string => dayjs(date).format(PHOTO_DATE_FORMAT);
