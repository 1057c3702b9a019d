import { memberPages, signPaths } from '@studio/shared';

/** Every route of the app, typed, in one object (CONVENTIONS habit 7; spec A2 and M2). */
export const paths = {
  root: '/',
  sign: {
    login: signPaths.login,
    signup: signPaths.signup,
    recover: '/sign/recover',
    thanks: '/sign/thanks',
    reset: '/sign/reset',
    workout: '/sign/workout',
    /** Give premium (decision 0048): open to anyone, signed in or not. */
    gift: signPaths.gift,
  },
  home: '/page/home',
  homeSetup: '/page/home/setup/',
  homeSetupMeals: (dietId?: number | string) =>
    dietId ? `/page/home/setup/meals/${dietId}` : '/page/home/setup/meals',
  onDemand: memberPages.onDemand,
  programs: memberPages.programs,
  programDetails: memberPages.programDetails,
  programWorkoutDays: '/page/programs/setup/workout-days',
  nutrition: '/page/nutrition',
  /** Issue 19: this week's shopping list, from the meal plan. */
  shoppingList: '/page/nutrition/shopping-list',
  /** Issue 39: the studio's challenges. */
  challenges: memberPages.challenges,
  profile: '/page/profile',
  profileSetup: memberPages.settings,
  /** Issue 19: the member's week as a calendar (`?start=` a Sunday for another week). */
  week: (start?: string) => (start ? `/page/profile/week?start=${start}` : '/page/profile/week'),
  measurements: '/page/measurements',
  progressPhotos: '/page/progress-photos',
  saved: (id?: number | string) => (id ? `/page/saved/${id}` : '/page/saved/'),
  notFound: '/page/not-found',
  comingSoon: '/page/not-found?soon=1',
  buyPremium: (period?: 'montly' | 'biannually' | 'yearly') =>
    period ? `/page/buy/premium/${period}` : '/page/buy/premium',
  buy: (target: 'premium' | 'program', id?: number | string) =>
    id === undefined ? `/page/buy/${target}` : `/page/buy/${target}/${id}`,
  premiumWelcome: '/page/premium/welcome',
  subscription: memberPages.subscription,
  /** Issue 36: the classes downloaded to this device to watch offline. */
  downloads: '/page/downloads',
  /** Issue 18: a new card for the subscription (the mails' MAIL_LINKS.updateCard). */
  updateCard: memberPages.updateCard,
  trainer: (id: number | string) => `/page/on_demand/trainers/${id}`,
  /** The studio console (issue 17), for coaches and owners. */
  studio: '/studio',
  /** Spec M2: slider navigation goes to `{store page}/{list}/{id}/`. */
  listDetails: (storeId: string, listStoreId: string, id: number | string) =>
    `/page/${storeId}/${listStoreId}/${id}/`,
} as const;

/** External links of the menus and footer (their targets are the studio's own sites). */
export const externalLinks = {
  help: 'https://help.studio.example',
  community: 'https://community.studio.example',
  aboutUs: 'https://studio.example/about',
  mobileApp: 'https://studio.example/app',
  comingSoonForm: 'https://forms.studio.example/coming-soon',
  instagram: 'https://instagram.com/studio',
  facebook: 'https://facebook.com/studio',
  youtube: 'https://youtube.com/@studio',
} as const;
