/** Cache keys of the programs' queries, in one place so that a purchase or a play can reach them. */
export const programKeys = {
  all: ['programs'] as const,
  list: ['programs', 'list'] as const,
  details: (id: number) => ['programs', 'details', id] as const,
};
