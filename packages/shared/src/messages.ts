/**
 * Every message the specification words, once. Server and web import these; never retype them.
 * Sources: accounts-and-purchase.md sections 5, 6, 8; member-experience.md sections 5, 8.
 */
export const PRODUCT_NAME = 'Studio';

export const messages = {
  required: 'This field is required',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  passwordMin: 'Password must have at least 6 characters',
  passwordConfirmMismatch: "Your new password confirmation doesn't match",
  premiumRequiredForProgram:
    'Premium subscription required to purchase program. Please subscribe and try again.',
  premiumNotInIos: `${PRODUCT_NAME} premium can't be purchased in this app`,
  programInProgress: "There's a program already in progress. Complete the program before starting a new one.",
  programNotFound: 'Program not found',
  paymentCancelled: 'Payment Cancelled',
  paypalError: 'An error occurred while processing the paypal payment',
  recoverSuccess:
    'If your account is associated with the email address provided, you will receive a link to reset you password.',
  notFoundTitle: "Something's gone wrong",
  notFoundText: "The page you're looking for can't be found.",
  buyProgram: 'buy program',
  buyProgramAgain: 'buy program again',
  confirmDeleteAccount: 'Please confirm that you want to delete your account',
  weeklyGoalRecommendation: 'We recommend 3-4 days a week', // A9: onboarding recommends 3-4 days a week
} as const;

/** "Please select {number} more days to continue" (accounts-and-purchase.md section 5). */
export const selectMoreDaysMessage = (count: number): string =>
  `Please select ${count} more days to continue`;

/** Messages the spec leaves to us ("wording of further server errors: not shown"). */
export const serverMessages = {
  invalidCredentials: 'E-mail or password is incorrect',
  emailTaken: 'This e-mail is already registered',
  notSignedIn: 'Please sign in to continue',
  notFound: 'Not found',
  /** A private media path whose expiry passed or whose signature does not match (issue 14). */
  mediaLinkExpired: 'This media link has expired or is not valid. Open it again from the app.',
  validation: 'Some fields are not valid',
  /** Changing the password and deleting the account ask for the current one (issue 14). */
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  malformed: 'The request could not be read',
  /** A body that is missing, or is not a JSON object, where a call needs its fields (issue 14). */
  bodyNotObject: 'Send the fields of this request as a JSON object',
  tooDeep: 'The request nests too deeply to be read',
  tooLarge: 'The request is too large',
  /** Every upload's refusals name the field (lib/receive-file.ts, issue 33). */
  fileRequired: 'Choose a file to upload',
  uploadUnreadable: 'The upload could not be read. Please choose the file and send it again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  /** A write that met another one changing the same thing at once (a unique index, issue 33). */
  conflict: 'This was changed at the same time by another request. Please reload and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  /** The database is away for a moment (a restart): 503 with Retry-After (issue 16). */
  databaseUnavailable: 'Studio is unavailable for a moment. Please try again in a few seconds.',
  /** The server's disk is full (a coach's video upload, a photo): nothing was kept. */
  storageFull:
    'The server has no room to store this file right now. Nothing was saved; please tell the studio.',
  resetTokenInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
  imageType: 'The image must be a PNG or JPEG file',
  catalogImageType: 'The image must be a PNG, JPEG or WebP file',
  imageTooLarge: 'The image must be 10 MB or smaller',
  imageTooManyPixels: 'The image must be at most 40 megapixels',
  tooManyDays: (goal: number) => `Please select only ${goal} days`,
  goalAtLeastOne: 'Please choose at least 1 day a week',
  goalAtMost: (max: number) => `Please choose at most ${max} days a week`,
  wholeDays: 'Choose a whole number of days',
  timeZoneInvalid: 'Time zone is not valid',
  profileExists: 'Your profile is already set up',
  nulCharacter: 'Must not contain a NUL character',
  /** Issue 33: half of a surrogate pair (`"\\ud800"` in JSON) is not text PostgreSQL can store. */
  unpairedSurrogate: 'Must be valid Unicode text (it contains half of a character)',
  /** Issue 16: a repeatable write's key (the Idempotency-Key header). */
  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 128 letters, digits, - or _',
  idempotencyKeyNotHonoured: 'This request cannot be repeated safely: send it without an Idempotency-Key',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
} as const;

/**
 * What a check says when its schema words nothing for it (issue 14: zod's own text never reaches a
 * client). Each sentence names the field by its label; `fieldLabels` words the keys that do not
 * read well as they are.
 */
export const validationMessages = {
  required: (field: string) => `${field} is required`,
  mustBe: (field: string, kind: string) => `${field} must be ${kind}`,
  notValid: (field: string) => `${field} is not valid`,
  notEmpty: (field: string) => `${field} must not be empty`,
  atMostCharacters: (field: string, max: string) => `${field} must be at most ${max} characters`,
  atLeastCharacters: (field: string, min: string) => `${field} must be at least ${min} characters`,
  atMostItems: (field: string, max: string) =>
    `${field} must have at most ${max === '1' ? 'one item' : `${max} items`}`,
  atLeastItems: (field: string, min: string) =>
    `${field} must have at least ${min === '1' ? 'one item' : `${min} items`}`,
  atMost: (field: string, max: string) => `${field} must be at most ${max}`,
  lessThan: (field: string, max: string) => `${field} must be less than ${max}`,
  atLeast: (field: string, min: string) => `${field} must be at least ${min}`,
  moreThan: (field: string, min: string) => `${field} must be more than ${min}`,
  multipleOf: (field: string, divisor: string) => `${field} must be a multiple of ${divisor}`,
  oneOf: (field: string, values: string) => `${field} must be ${values}`,
  startsWith: (field: string, prefix: string) => `${field} must start with ${prefix}`,
  unknownFields: (keys: readonly string[]) =>
    keys.length === 1
      ? `${keys[0]} is not a field of this request`
      : `${keys.join(', ')} are not fields of this request`,
} as const;

/** How a value of the wrong type is told what it should be ("E-mail must be text"). */
export const valueKinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  nan: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  file: 'a file',
  null: 'empty',
};

/** Field labels where the request's key does not read as one ("email" is "E-mail", as the spec writes it). */
export const fieldLabels: Record<string, string> = {
  email: 'E-mail',
  nonce_from_the_client: 'Card payment',
  details: 'Card details',
  get_last_four: 'Last four digits',
  get_card_type: 'Card type',
  promocode: 'Promo code',
  montly_value: 'Monthly value',
  montly_discount: 'Monthly discount',
  program_promo_code_id: 'Program promo code',
  subscription_discount_id: 'Discount',
  nutrition: 'Diet',
  ip_user: 'IP address',
  mgm: 'Referral',
};

/** Billing wording the spec leaves to us (premium purchase, promo codes, card fields, subscription). */
export const billingMessages = {
  promoUnknown: 'This promo code is not valid',
  promoExpired: 'This promo code has expired',
  promoNotYetValid: 'This promo code is not valid yet',
  promoUsedUp: 'This promo code has reached its limit of uses',
  /** An owner paused the code in the console (issue 17). */
  promoPaused: 'This promo code is not available right now',
  promoApplied: 'Promo code applied',
  discountUnknown: 'This discount is not valid',
  priceMismatch: 'The price has changed. Please review your plan and try again.',
  planUnknown: 'Choose a monthly, biannual or yearly plan',
  priceInvalid: 'The price must be an amount such as 19.99',
  paymentDeclined: 'Your card was declined. Please try another card.',
  /** Braintree hosted fields' own message for invalid fields (HOSTED_FIELDS_FIELDS_INVALID). */
  cardFieldsInvalid: 'Some payment input fields are invalid.',
  cardFieldsEmpty: 'All fields are empty. Cannot tokenize empty card fields.',
  cardNotTestNumber: 'Credit card number is not an accepted test number.',
  agreeTerms: 'Please accept the terms of service to continue',
  agreeTrialRenewal: 'Please accept the renewal after the trial to continue',
  noSubscription: 'You have no subscription',
  alreadyCanceled: 'Your subscription is already canceled',
  webhookSignature: 'The webhook signature is not valid',
  webhookUnknownSubscription: 'No such subscription here (yet)',
  /** Signed, so the provider's (or its key holder's), but not a notification: `errors.bt_payload` says why. */
  webhookMalformed: 'The webhook is signed but its payload is not a notification we can read',
  paymentsUnavailable: 'Payments are unavailable right now. Please try again in a few minutes.',
  /** The card field each check flags (the buy page; the provider's own message shows above the pay button). */
  cardNumberInvalid: 'Enter a valid card number',
  cardExpiryInvalid: 'Enter a valid expiry date (MM/YY)',
  cardCvvInvalid: 'Enter a valid CVV',
} as const;

/** A canceled member who is still premium tries to buy again (the date as the app writes dates). */
export const premiumUntilMessage = (date: string): string =>
  `Your premium lasts until ${date}. You can subscribe again from then.`;

/** Library and playback wording the spec leaves to us. */
export const libraryMessages = {
  difficultyInvalid: 'Choose too easy, just right or too hard',
  difficultyOne: 'Choose one difficulty',
  noResults: 'No results',
  noFilterResults: 'Nothing matches these filters',
  premiumRequired: 'Premium is required to watch this workout',
  upcoming: 'This live class has not started yet',
  storeUnknown: 'Unknown store',
  filtersInvalid: 'Filters must be a list of option ids such as 3,7',
  playerError: 'This video cannot be played right now. The player will close.',
  notPlayable: 'Only workouts and classes can be played',
  /** A position is kept for on-demand videos only: a live class plays where it is (issue 19). */
  notResumable: 'Only on-demand videos keep a position',
  /** The toast after the end-of-workout feedback is sent, as the player closes (issue 14). */
  feedbackThanks: 'Thanks for your feedback',
} as const;

/** Feedback difficulty labels (spec M3: 1 too easy, 2 just right, 3 too hard). */
export const DIFFICULTY_LABELS = { 1: 'Too easy', 2: 'Just right', 3: 'Too hard' } as const;

/** Program wording the spec leaves to us. */
export const programMessages = {
  promoUnknown: 'This program promo code is not valid',
  promoExpired: 'This program promo code has expired',
  promoPaused: 'This program promo code is not available right now',
  priceInvalid: 'The price must be an amount such as 49.99',
  priceMismatch: 'The price has changed. Please review the program and try again.',
  alreadyPurchased: 'You already have this program',
  purchased: 'Program purchased',
  storeTransactionInvalid: 'The store could not confirm this purchase',
  storeTransactionUsed: 'This store purchase was already used',
  detailsRequired: 'Card details are required',
  daysMustMatch: (count: number) => `Please choose exactly ${count} days a week for this program`,
  noProgramToConfigure: 'This program is not in progress',
  /** Not the spec's: a congratulation marked seen before the program is completed (issue 34). */
  congratsNotDue: 'This program is not completed yet',
  storeWebhookRefused: 'The store webhook is not authorized',
} as const;

/** Meal plans and today's meals (issue 6; DESIGN 3a "Meal plans"). */
export const nutritionMessages = {
  everyMealType: 'Choose at least one recipe for every meal: breakfast, lunch, snack and dinner',
  recipesNotInPlan: 'Choose recipes of this program for this diet',
  dietInvalid: 'Choose a diet: plant, meat or miscellaneous',
  programRequired: 'Meal plans come with a program. Choose a program first.',
  mealNotToday: 'This recipe is not one of your meals today',
  mealDayInvalid: 'Day must be a date (YYYY-MM-DD)',
  mealDayTooLate: 'A meal can be marked eaten on its day or the day after',
  saved: 'Your meal plan is saved',
  mealCompleted: 'Meal completed',
} as const;

/** The words of home's dynamic cards (spec M3 "Card kinds"), one place for the server and the app. */
export const homeCardWords = {
  setup_meals: { title: 'Plan your meals', description: 'Choose a diet and your recipes for the week.' },
  body_update: { title: 'Body update', description: "Add this week's measurements to see your change." },
  picture_update: { title: 'Progress photo', description: 'Take a photo to see how far you have come.' },
  program_tips: { title: 'Program tips', description: 'How to get the most out of your program.' },
  recipe: { title: 'Up next to eat', description: 'Your next meal today.' },
  pending_workout: { title: "Today's workout", description: 'Your program workout is waiting.' },
  reminder: { title: 'Choose your training days', description: 'Pick the days you will train each week.' },
} as const;

/** Saved lists, measurements, photos and the weekly goal on the profile (issue 7). */
export const profileMessages = {
  listKindMismatch:
    'This list holds another kind: save workouts to a workout list and recipes to a recipe list',
  listNameTaken: 'You already have a list with this name',
  listSaved: 'Saved to your list',
  listCreated: 'List created',
  listRenamed: 'List renamed',
  listDeleted: 'List deleted',
  itemsDeleted: 'Removed from your list',
  selectAtLeastOne: 'Select at least one item',
  tooManyLists: 'You have reached the number of lists you can keep',
  listFull: 'This list is full: remove some items to save more',
  measureInvalid: 'Enter a number of 0 or more',
  measureTooLarge: 'That number is too large',
  atLeastOneMeasure: 'Enter at least one measure',
  measurementSaved: 'Measurements saved',
  measurementDeleted: 'Measurements deleted',
  measurementNotFound: 'Measurements not found',
  photoNotFound: 'Photo not found',
  listNotFound: 'List not found',
  photoRequired: 'Choose a photo to upload',
  photoSaved: 'Photo uploaded',
  photoDeleted: 'Photo deleted',
  photoCountLimit: (count: number) =>
    `You can keep up to ${count} progress photos. Delete some to add a new one.`,
  photoStorageLimit: (megabytes: number) =>
    `Your progress photos can take up to ${megabytes} MB together. Delete some to add a new one.`,
  goalLockedByProgram: 'Your program sets your weekly goal and days while it runs',
  noDifference: 'No difference',
} as const;

/** My week (issue 19). */
export const weekMessages = {
  workoutUnplanned: 'Workout removed from your week.',
} as const;
