/** Every HTTP path both apps use, spelled as the spec spells them (DESIGN 3). */
export const apiPaths = {
  health: '/api/health',
  /** Liveness: the process answers (issue 16). */
  healthLive: '/api/health/live',
  /** Readiness: database reads and writes, migrations applied, storage writable (issue 16). */
  healthReady: '/api/health/ready',
  docs: '/api/docs',
  login: '/api/v3/users/login',
  logout: '/api/v3/users/me/logout',
  register: '/api/v3/users/register',
  recovery: '/api/v3/users/recovery_password',
  resetPassword: '/api/v3/users/reset_password',
  updateUser: (id: number | string) => `/api/v3/users/${id}`,
  changePassword: '/api/v4/users/me/change_password',
  destroyUser: '/api/v4/users/me/destroy_user',
  me: '/api/v4/users/me/',
  profiles: '/api/v3/users/me/profiles',
  myProfile: '/api/v4/users/me/profile',
  purchasePlans: '/api/v3/purchase_plans',
  clientToken: '/api/v3/braintrees/client_token',
  validatePromoCode: '/api/v3/braintrees/validade_promocode',
  discountInformation: '/api/v3/braintrees/discount_information',
  webPayment: '/api/v3/braintrees/web_payment',
  braintreeWebhooks: '/api/v3/braintrees/webhooks',
  subscription: '/api/v4/users/me/subscription',
  cancelSubscription: '/api/v4/users/me/subscription/cancel',
} as const;

/** The headers that carry a member's session (DESIGN 3). */
export const AUTH_HEADERS = { email: 'x-user-email', token: 'x-user-token' } as const;

/**
 * A write the client may send again after losing the answer (issue 16, decision 0019): the same key
 * makes the same change once, so a load balancer may pass such a request to another process when
 * the one serving it dies. Honoured by the routes that say so; any other route refuses it.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A key is 8 to 128 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,128}$/;
/** On an answer given again to a repeat of a keyed request (`true`): the first answer, kept (issue 33). */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';

/** The app's platform (`web`, `android`, `ios`), sent on every call so the server can refuse what iOS may not do. */
export const PLATFORM_HEADER = 'x-client-platform';

/** The library and playback calls (member-experience.md section 7; DESIGN 3: ours, under /api/v4). */
export const libraryPaths = {
  library: (storeId: string) => `/api/v4/stores/${storeId}/library`,
  filters: (storeId: string) => `/api/v4/stores/${storeId}/filters`,
  /** `?offset=0&filters=3,7`: one page of a list with the list's own fields. */
  list: (storeId: string, listStoreId: string, id: number | string) =>
    `/api/v4/stores/${storeId}/${listStoreId}/${id}`,
  item: (kind: string, id: number | string) => `/api/v4/items/${kind}/${id}`,
  /** `?q=yoga&filters=3,7`: a store's search (issue 36). */
  search: (storeId: string) => `/api/v4/stores/${storeId}/search`,
  /** GET, POST `{ query }`, DELETE: the member's recent searches (issue 36). */
  recentSearches: '/api/v4/users/me/searches',
  started: '/api/v4/users/me/workouts/started',
  finished: '/api/v4/users/me/workouts/finished',
  status: (kind: string, id: number | string) => `/api/v4/users/me/workouts/${kind}/${id}/status`,
  /** PUT `{ seconds }`: where the member stopped watching an item (issue 19, "Resume anywhere"). */
  position: (kind: string, id: number | string) => `/api/v4/users/me/workouts/${kind}/${id}/position`,
  feedback: '/api/v4/users/me/workouts/feedback',
} as const;

/** Programs (accounts-and-purchase.md section 7 where it names them; ours under /api/v4 otherwise). */
export const programPaths = {
  list: '/api/v4/programs',
  details: (id: number | string) => `/api/v4/programs/${id}`,
  purchase: (id: number | string) => `/api/v4/programs/${id}/purchase_program`,
  configureDays: (id: number | string) => `/api/v4/programs/${id}/configure_days`,
  congratsSeen: (id: number | string) => `/api/v4/programs/${id}/congrats_seen`,
  validatePromo: '/api/v4/program_promo_codes/validate',
  /** The iOS store sync (apple_rc_sync): the store's purchases, verified and granted. */
  storeSync: '/api/v4/users/me/store_sync',
  /** RevenueCat's webhook (Authorization: the configured REVENUECAT_WEBHOOK_SECRET). */
  storeWebhook: '/api/v4/revenuecat/webhooks',
} as const;

/** Meal plans (member-experience.md section 7 "program recipes"; ours under /api/v4). */
export const nutritionPaths = {
  diets: '/api/v4/diets',
  /** GET `?program_id=&nutrition_id=`: the program's recipes for a diet; POST `{ ids, diet_id }`: save the week. */
  programRecipes: '/api/v4/program_recipes',
  /** The member's saved week for their running program. */
  mealPlan: '/api/v4/users/me/meal_plan',
  /** Mark one of today's meals (a recipe id) eaten: counted once a day. */
  completeMeal: (itemId: number | string) => `/api/v4/users/me/meals/${itemId}/completed`,
} as const;

/** The shopping list of the member's week (issue 19, decision 0033). */
export const shoppingListPaths = {
  /** GET: this week's list, made from the meal plan, with ticks and own items. */
  list: '/api/v4/users/me/shopping_list',
  /** PUT `{ ticked }`: a line's ticked state (repeatable: a replay changes nothing). */
  line: (key: string) => `/api/v4/users/me/shopping_list/lines/${key}`,
  /** POST `{ name }`: add an item of one's own; DELETE `ownItem(key)` removes it. */
  ownItems: '/api/v4/users/me/shopping_list/own_items',
  ownItem: (key: string) => `/api/v4/users/me/shopping_list/own_items/${key}`,
  /** PUT `{ servings }`: how many people the week's meals are for. */
  servings: '/api/v4/users/me/shopping_list/servings',
} as const;

/** Export my data (issue 19, decision 0033): GET the latest export, POST to start one. */
export const memberExportPaths = { exports: '/api/v4/users/me/exports' } as const;

/** The member's home page data (spec M3 "Home data"). */
export const homePaths = { home: '/api/v4/home' } as const;

/**
 * Where home's cards lead in the app (spec M2: the reminders open the add forms). The server puts
 * them in the cards' `url`, so both sides read them from here.
 */
export const homeCardLinks = {
  setup_meals: '/page/home/setup/',
  body_update: '/page/measurements?form_open=true',
  picture_update: '/page/progress-photos?form_open=true',
  workout_days: '/page/programs/setup/workout-days',
} as const;

/**
 * Member pages the server links to (mails, push notifications): the app's routes and the links
 * the server writes read them from here.
 */
export const memberPages = {
  onDemand: '/page/on_demand',
  programs: '/page/programs',
  programDetails: (id: number | string) => `/page/programs/details/${id}`,
  challenges: '/page/challenges',
  subscription: '/page/subscription',
  updateCard: '/page/subscription/card',
  settings: '/page/profile/setup',
} as const;

/** Saved lists (member-experience.md section 7; ours under /api/v4). */
export const savedPaths = {
  /** GET: the member's lists; POST `{ kind, name }`: create one. */
  lists: '/api/v4/users/me/saved_lists',
  /** GET: one list with its items; PUT `{ model: { name } }`: rename; DELETE: delete it. */
  list: (id: number | string) => `/api/v4/users/me/saved_lists/${id}`,
  /** DELETE `{ model: [item ids] }`: remove items from the list. */
  items: (id: number | string) => `/api/v4/users/me/saved_lists/${id}/items`,
  /** POST `{ id, kind, list_id }`: save an item to a list. */
  saveItem: '/api/v4/users/me/saved_items',
} as const;

/** My week and its calendar feed (issue 19). */
export const weekPaths = {
  /** GET `?start=` a Sunday: the member's week as a calendar. */
  week: '/api/v4/users/me/week',
  /** POST `{ day, item_id }`: put a library workout on a day. */
  plannedWorkouts: '/api/v4/users/me/week/workouts',
  /** DELETE: take a planned workout off its day. */
  plannedWorkout: (id: number | string) => `/api/v4/users/me/week/workouts/${id}`,
  /** POST: make the private feed URL, or replace it (the old one stops working). */
  calendarFeed: '/api/v4/users/me/calendar_feed',
  /** GET with no session: the member's calendar (ICS) named by its secret token. */
  feed: (file: string) => `/api/v4/calendar/${file}`,
} as const;

/** Measurement sets (DESIGN 3a "Profiles") and progress photos (ours under /api/v4). */
export const profilePaths = {
  /** GET: the measurement sets, newest first (POST on the same path creates the onboarding profile). */
  measurements: '/api/v3/users/me/profiles',
  addMeasurement: (userId: number | string) => `/api/v4/users/${userId}/profiles`,
  deleteMeasurement: (userId: number | string, profileId: number | string) =>
    `/api/v4/users/${userId}/profiles/${profileId}`,
  /** GET: the photos, newest first; POST `{ photo }` (an image data URL): upload one. */
  pictures: '/api/v4/users/me/pictures',
  picture: (id: number | string) => `/api/v4/users/me/pictures/${id}`,
  /** GET: the progress charts' series (issue 19): each measure over time, the last 12 weeks' workouts. */
  progress: '/api/v4/users/me/progress',
} as const;
