import type { Storage } from '../../adapters/storage';
import type { MemberExtension } from '../accounts';
import { mediaUrl } from '../library';
import { presentSummaries, savedListsColumn } from './saved-lists';

/** Saved lists' part of the user object (DESIGN 3a): every list with its items' refs. */
export const savedMemberExtension = (storage: Storage): MemberExtension => {
  const media = mediaUrl(storage);
  return {
    userColumns: { columns: { saved_lists: savedListsColumn } },
    userFields: ({ columns }) => ({
      fields: { saved_lists: presentSummaries(columns.saved_lists ?? [], media) },
    }),
  };
};
