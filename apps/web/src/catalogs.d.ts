/** The message catalogues, by `<bundle>/<locale>` (build/catalogs.ts). */
declare module 'virtual:studio-catalogs' {
  import type { Messages } from '@lingui/core';

  const catalogs: Record<string, () => Promise<{ default: Messages }>>;

  export { catalogs };
}
