/**
 * Business constants of the specification, named once.
 * A = accounts-and-purchase.md, M = member-experience.md; the number is the section.
 */
export const APP_VERSION = '3.0.1'; // A2 footer
export const MONTHLY_LIST_PRICE = '19.99'; // A9, decimal string: money is never a float
export const CURRENCY = 'USD'; // A9
export const DISPLAY_LOCALE = 'en-US'; // A9: English, USD with the $ prefix
export const PREMIUM_PERIODS = ['montly', 'biannually', 'yearly'] as const; // A9, spelled so
export const TRIAL_DAYS = 14; // A9
export const SPECIAL_TRIAL_DAYS = 30; // A9
export const DEFAULT_WEEKLY_GOAL = 3; // A9, M9
export const MAX_DAYS_PER_WEEK = 7; // A9, M9
export const MIN_WEEKLY_GOAL_TO_CONTINUE = 1; // issue 2: a goal of at least 1 is needed
/** A9: recommended weekly goal (days a week) for each level, as the onboarding shows it. */
export const RECOMMENDED_WEEKLY_GOALS = [
  { level: 'beginner', days: '3-4' },
  { level: 'intermediate', days: '4' },
  { level: 'advanced', days: '5-6' },
] as const;
export const NARROW_SCREEN_PX = 900; // A1, A9
export const CHUNK_LOAD_TIMEOUT_MS = 120_000; // A9
export const IOS_STORE_SYNC_DELAY_MS = 2_000; // A4, A9
export const PREMIUM_REDIRECT_DELAY_MS = 1_000; // A9, M9
export const PROMO_PRICE_DELAY_MS = 1_000; // A4
export const MIN_PASSWORD_LENGTH = 6; // A9, M9
export const BIRTHDAY_MIN = '1930-01-01'; // M5, M9
export const MANTRA_VARIANTS = 6; // M9
export const COMPLETION_THRESHOLD = 0.8; // M9
export const FEEDBACK_THRESHOLD = 0.998; // M9
export const SKIP_SECONDS = 30; // M9
/** A class's public trailer (issue 38): this long, from the second its coach picks. */
export const TRAILER_SECONDS = 30;
/** The player's playback speeds (issue 36), 1 the normal one. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;
/**
 * Google's Cast web sender (issue 36): the page loads it from Google, only when a player opens in
 * a browser that can cast; the server's content security policy allows its origin.
 */
export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';
/** Resume anywhere (issue 19): the player saves the position this often while it plays. */
export const POSITION_SAVE_MS = 10_000;
/** The longest position the server keeps (a day of video, as the catalogue's longest duration). */
export const MAX_POSITION_SECONDS = 86_400;
/** A position under this is not worth offering to resume. */
export const RESUME_MIN_SECONDS = 1;
export const PLAYER_ERROR_CLOSE_MS = 2_000; // M9
export const AVATAR_CROP_SIZE = 200; // M9
export const AVATAR_ZOOM = { min: 1, max: 3, step: 0.02 } as const; // M9
export const SKELETONS = { home: 3, cards: 2, sliders: 10, grids: 12, photoTiles: 10, statCards: 3 } as const; // M9
export const PAGE_SIZE = 10; // M9
export const LOAD_MORE_THRESHOLD_PX = 400; // M9
export const DIET_IDS = [1, 2, 3] as const; // M9
/** Spec M3 "Diet options: 1 plant, 2 meat, 3 miscellaneous". */
export const DIETS = [
  { id: 1, name: 'Plant', description: 'Plant-based meals: no meat or fish.' },
  { id: 2, name: 'Meat', description: 'Meals built around meat and dairy.' },
  { id: 3, name: 'Miscellaneous', description: 'A bit of everything, fish included.' },
] as const;
export type DietId = (typeof DIET_IDS)[number];
export const DIFFICULTY_IDS = [1, 2, 3] as const; // M9
export const MEAL_TYPES = ['breakfast', 'lunch', 'snack', 'dinner'] as const; // M9
/** Spec M3 "Card kinds" of home's dynamic cards, and the carousel's entry kinds. */
export const HOME_CARD_KINDS = [
  'setup_meals',
  'body_update',
  'picture_update',
  'program_tips',
  'recipe',
  'pending_workout',
  'reminder',
] as const;
export const CAROUSEL_KINDS = ['pending_workout', 'last_library_workout'] as const;
export const SAVED_LIST_KINDS = ['workout', 'recipe'] as const; // M9
export const STAT_TABS = ['all_progress', 'month_progress', 'week_progress'] as const; // M9
/** Spec M3 "Measurement set": the ten measures, in the wizard's order (M2). */
export const MEASUREMENT_KEYS = [
  'weight',
  'left_biceps',
  'right_biceps',
  'left_thigh',
  'right_thigh',
  'upper_ab',
  'lower_ab',
  'waist',
  'chest',
  'hips',
] as const;
/** The girths (every measure but weight): inches gained sums them (DESIGN 3a). */
export const GIRTH_KEYS = MEASUREMENT_KEYS.filter((key) => key !== 'weight');
/** Stat cards (spec M2): the card's key and the stat it shows (DESIGN 3a maps the three totals). */
export const STAT_CARDS = [
  { card: 'total_days', stat: 'days_active', label: 'Days active' },
  { card: 'total_minutes', stat: 'minutes_exercised', label: 'Minutes exercised' },
  { card: 'pounds_lost', stat: 'pounds_lost', label: 'Pounds lost' },
  { card: 'total_workouts', stat: 'number_of_workouts', label: 'Workouts' },
  { card: 'completed_meals', stat: 'completed_meals', label: 'Completed meals' },
  { card: 'inches_gained', stat: 'inches_gained', label: 'Inches gained' },
] as const;
export const STAT_DECIMALS = 2; // M9
export const BANNER_HEIGHT = { details: 436, onDemand: 300 } as const; // M9
export const WEEK_DAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const; // M3

/** Our own limits where the spec is silent (DESIGN 3, 5). */
/** Recipes one weekly meal plan may hold (seven days of four meals, with room to spare). */
export const MAX_MEAL_PLAN_RECIPES = 56;
/** A measure above this is a typing mistake in either standard (kg/cm or lbs/in). */
export const MAX_MEASURE = 1_500;
export const MAX_SAVED_LIST_NAME = 60;
/** Saved lists a member may keep, and items in one list. */
export const MAX_SAVED_LISTS = 100;
export const MAX_SAVED_LIST_ITEMS = 500;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Progress photos a member may keep, and the bytes they may take together (issue 14). */
export const MAX_PROGRESS_PHOTOS = 200;
export const MAX_PROGRESS_PHOTO_MEGABYTES = 500;
/** Changes of the member's details (the avatar among them) a minute. */
export const MAX_PROFILE_UPDATES_PER_MINUTE = 10;
/** Exports of my data a member may start a day, one at a time (issue 33): each copies every photo. */
export const MAX_EXPORTS_PER_DAY = 3;
/** A 10 MB file can still decode to gigabytes: refuse more pixels than a phone photo has. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored images are scaled down to fit this box (avatars are cropped to 200 px by the app anyway). */
export const MAX_STORED_IMAGE_SIDE = 2048;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 200;
export const SHORT_SESSION_HOURS = 24;
export const LONG_SESSION_DAYS = 60;
export const RESET_TOKEN_MINUTES = 60;
export const MAX_PROMO_CODE_LENGTH = 50;
export const MAX_FEEDBACK_COMMENT_LENGTH = 2000;
/** Sliders of fewer items than this hide their arrows (category and chip sliders, spec M2). */
export const SLIDER_ARROWS_MIN_ITEMS = 5; // M2
/** How many items a library section (a slider) shows. */
export const SECTION_SIZE = 10;
/** Highest offset a list page accepts: past it nothing is left in any list we hold. */
export const MAX_LIST_OFFSET = 1_000_000;
/** The owner's dashboard (issue 17): the windows it shows, in studio days ending today. */
export const DASHBOARD_WINDOWS = [7, 30, 90] as const;
export const DEFAULT_DASHBOARD_WINDOW = 30;
/** Training days a week that predict a member stays (issue 17): the dashboard counts who reach them. */
export const RETENTION_TRAINING_DAYS = 3;
/** Days after a challenge's last day in which a member who trains counts as retained (issue 39). */
export const CHALLENGE_RETENTION_DAYS = 14;
/** Challenges the owner's dashboard shows at most (those whose dates meet its window). */
export const DASHBOARD_CHALLENGES = 10;
