/**
 * Card checks of the sandbox card fields (DESIGN 4), the same ones Braintree's hosted fields run,
 * and the sandbox's test cards and nonces, which both the app's sandbox tokenizer and the server's
 * sandbox gateway read from here.
 */
export type CardField = 'number' | 'expirationDate' | 'cvv';

export const digitsOnly = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export const passesLuhn = (number: string): boolean => {
  const digits = digitsOnly(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

export type CardType = 'Visa' | 'MasterCard' | 'American Express' | 'Discover';

/** Card brand from the number's prefix, named as Braintree names it. */
export const cardTypeOf = (number: string): CardType | null => {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return null;
};

/**
 * "MM/YY" or "MM/YYYY", or the digits alone ("MMYY", "MMYYYY": a phone's number pad has no "/")
 * → the last month it is valid, or null if it can't be read.
 */
export const parseExpiry = (value: string): { month: number; year: number } | null => {
  const match =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
};

/** A card is valid through the end of its expiry month. */
export const isExpiryValid = (value: string, now: Date = new Date()): boolean => {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const current = now.getFullYear() * 12 + now.getMonth() + 1;
  const target = expiry.year * 12 + expiry.month;
  return target >= current && target <= current + 20 * 12;
};

export const isCvvValid = (cvv: string, type: CardType | null): boolean =>
  (type === 'American Express' ? /^\d{4}$/ : /^\d{3}$/).test(cvv.trim());

/** The fields that fail their check, as hosted fields report them (`invalidFieldKeys`). */
export const invalidCardFields = (
  card: { number: string; expirationDate: string; cvv: string },
  now: Date = new Date(),
): CardField[] => {
  const invalid: CardField[] = [];
  if (!passesLuhn(card.number)) invalid.push('number');
  if (!isExpiryValid(card.expirationDate, now)) invalid.push('expirationDate');
  if (!isCvvValid(card.cvv, cardTypeOf(card.number))) invalid.push('cvv');
  return invalid;
};

export type SandboxNonce = {
  outcome: 'approved' | 'processor_declined' | 'gateway_rejected' | 'consumed';
  cardType: CardType;
  lastFour: string;
  /** The processor's or gateway's text, as Braintree answers it. */
  message?: string;
};

/** Braintree's documented test nonces, honoured by the sandbox gateway. */
export const SANDBOX_NONCES: Record<string, SandboxNonce> = {
  'fake-valid-nonce': { outcome: 'approved', cardType: 'Visa', lastFour: '1111' },
  'fake-valid-visa-nonce': { outcome: 'approved', cardType: 'Visa', lastFour: '1111' },
  'fake-valid-mastercard-nonce': { outcome: 'approved', cardType: 'MasterCard', lastFour: '4444' },
  'fake-valid-amex-nonce': { outcome: 'approved', cardType: 'American Express', lastFour: '0005' },
  'fake-valid-discover-nonce': { outcome: 'approved', cardType: 'Discover', lastFour: '1117' },
  'fake-processor-declined-visa-nonce': {
    outcome: 'processor_declined',
    cardType: 'Visa',
    lastFour: '1115',
    message: 'Do Not Honor',
  },
  'fake-processor-declined-mastercard-nonce': {
    outcome: 'processor_declined',
    cardType: 'MasterCard',
    lastFour: '5100',
    message: 'Do Not Honor',
  },
  'fake-gateway-rejected-fraud-nonce': {
    outcome: 'gateway_rejected',
    cardType: 'Visa',
    lastFour: '1111',
    message: 'Gateway Rejected: fraud',
  },
  'fake-consumed-nonce': {
    outcome: 'consumed',
    cardType: 'Visa',
    lastFour: '1111',
    message: 'Cannot use a payment_method_nonce more than once.',
  },
};

/** Braintree's public test cards, and the nonce each tokenizes to in the sandbox. */
export const SANDBOX_TEST_CARDS: Record<string, string> = {
  '4111111111111111': 'fake-valid-visa-nonce',
  '5555555555554444': 'fake-valid-mastercard-nonce',
  '378282246310005': 'fake-valid-amex-nonce',
  '6011111111111117': 'fake-valid-discover-nonce',
  '4000111111111115': 'fake-processor-declined-visa-nonce',
  '5105105105105100': 'fake-processor-declined-mastercard-nonce',
};

/** The client token prefix the app reads as "plain sandbox card fields, not hosted fields". */
export const SANDBOX_CLIENT_TOKEN_PREFIX = 'studio-sandbox:';

export const isSandboxClientToken = (token: string): boolean => token.startsWith(SANDBOX_CLIENT_TOKEN_PREFIX);
