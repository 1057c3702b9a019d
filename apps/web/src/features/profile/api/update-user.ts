import { apiPaths, type UpdateUser, type User } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';

export type UpdateUserInput = {
  id: number;
  data: Omit<UpdateUser, 'avatar'>;
  /** The newly cropped avatar (png), sent only when it changed. */
  avatar?: Blob;
};

/** The form of the spec's call: the user fields as text, the avatar as a multipart `image/png` file. */
const toFormData = ({ data, avatar }: UpdateUserInput): FormData => {
  const form = new FormData();
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined) continue;
    // A form field is text: an empty birthday clears it, as `null` does in JSON (never the text "null").
    form.set(field, value === null ? '' : String(value));
  }
  if (avatar) form.set('avatar', avatar, 'avatar.png');
  return form;
};

/** PUT /api/v3/users/{id}: name, birthday, measurement standard and, when changed, the avatar. */
export const updateUser = (input: UpdateUserInput): Promise<User> =>
  apiFetch<User>(apiPaths.updateUser(input.id), { method: 'PUT', formData: toFormData(input) });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The profile form shows the answer's errors and calls the shared handler itself (spec M8).
    meta: { errorHandledLocally: true },
    // The answer is the fresh user: put it in the cache so the profile shows it without waiting.
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
};
