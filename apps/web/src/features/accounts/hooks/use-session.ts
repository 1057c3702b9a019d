import { readSession, type StoredSession } from '../../../lib/session';

export type SessionState = { session: StoredSession | null; isSignedIn: boolean };

/** The stored session (spec A4). Storage is read on each render; navigation re-renders after login. */
export const useSession = (): SessionState => {
  const session = readSession();
  return { session, isSignedIn: session !== null };
};
