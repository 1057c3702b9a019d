import type { Storage } from '../../adapters/storage';
import type { MemberExtension } from '../accounts';
import { mediaUrl } from '../library';
import { listSummaries } from './saved-lists';

/** Saved lists' part of the user object (DESIGN 3a): every list with its items' refs. */
export const savedMemberExtension = (storage: Storage): MemberExtension => {
  const media = mediaUrl(storage);
  return {
    userFields: async ({ db, userId }) => ({
      fields: { saved_lists: await listSummaries(db, userId, media) },
    }),
  };
};
