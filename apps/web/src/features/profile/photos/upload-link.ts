import { paths } from '../../../config/paths';
import { FORM_OPEN_PARAM } from '../hooks/use-form-open';

/** The photos page with its upload dialog open (spec M2). */
export const uploadPhotoPath = `${paths.progressPhotos}?${FORM_OPEN_PARAM}=true`;
