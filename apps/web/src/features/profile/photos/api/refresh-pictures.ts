import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../accounts';
import { PICTURES_QUERY_KEY } from './query-keys';

/** After an upload or a delete: the photo list and the user's first and latest photos change. */
export const refreshPictures = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: PICTURES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  ]);
