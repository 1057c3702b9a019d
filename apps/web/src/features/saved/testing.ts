import { apiPaths, type SavedList, savedPaths } from '@studio/shared';
import { writeSession } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/render';
import { summaryOf } from './saved-kinds';

/** Test data of the saved screens (tests only), shaped as the server answers it. Items come from
 *  the library's test data (`anItem`), which the tests import themselves. */

export const aSavedList = (overrides: Partial<SavedList> = {}): SavedList => ({
  id: 30,
  name: 'Leg day',
  kind: 'workout',
  image: '/media/hiit-card.jpg',
  items: [],
  ...overrides,
});

type Routes = Parameters<typeof stubFetch>[0];
type Answer = { status?: number; body: unknown };

/**
 * The server's side of the saved screens, signed in: the user object and the lists call answer the
 * member's current lists, and `change` makes a route that changes them (as the server does) before
 * answering, so that loading the user again after a change sees it.
 */
export const savedServer = (initial: SavedList[]) => {
  let lists = initial;
  const summaries = () => lists.map(summaryOf);
  return {
    change: (next: SavedList[], answer: Answer) => () => {
      lists = next;
      return answer;
    },
    stub: (routes: Routes = {}) => {
      writeSession({ email: 'ada@example.com', token: 'tok' });
      return stubFetch({
        [`GET ${apiPaths.me}`]: () => ({ body: aUser({ saved_lists: summaries() }) }),
        [`GET ${savedPaths.lists}`]: () => ({ body: { saved_lists: summaries() } }),
        ...routes,
      });
    },
  };
};

/** Signed in, with `lists` that do not change; `routes` adds the screen's calls. */
export const stubSaved = (lists: SavedList[], routes: Routes = {}) => savedServer(lists).stub(routes);

/** The answer of a change that leaves `list` as given. */
export const listAnswer = (list: SavedList, message = 'Saved to your list') => ({
  body: { message, saved_list: list },
});
