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
  validation: 'Some fields are not valid',
  malformed: 'The request could not be read',
  tooLarge: 'The request is too large',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  resetTokenInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
  imageType: 'The image must be a PNG or JPEG file',
  imageTooLarge: 'The image must be 10 MB or smaller',
  imageTooManyPixels: 'The image must be at most 40 megapixels',
  tooManyDays: (goal: number) => `Please select only ${goal} days`,
  goalAtLeastOne: 'Please choose at least 1 day a week',
  wholeDays: 'Choose a whole number of days',
  timeZoneInvalid: 'Time zone is not valid',
  profileExists: 'Your profile is already set up',
} as const;
