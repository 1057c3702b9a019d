/** Cache key of the progress photos, shared by the list, the upload and the delete. */
export const PICTURES_QUERY_KEY = ['profile', 'pictures'] as const;
