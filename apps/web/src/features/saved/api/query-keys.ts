/** Cache keys of the saved lists' queries, in one place so that every change can reach them. */
export const savedKeys = {
  all: ['saved'] as const,
  lists: ['saved', 'lists'] as const,
  list: (id: number) => ['saved', 'list', id] as const,
};
