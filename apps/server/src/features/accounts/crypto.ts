import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

/**
 * scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash`; `salt` is given only where the
 * same hash must come out again (the scale seed, deterministic from its seed).
 */
export const hashPassword = async (
  password: string,
  salt: Buffer = crypto.randomBytes(16),
): Promise<string> => {
  const hash = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
};

/** A hash to compare against when the e-mail is unknown, so that both paths take the same time. */
export const DUMMY_HASH = await hashPassword(crypto.randomBytes(12).toString('hex'));

/** 32 random bytes, URL-safe; only its SHA-256 is stored. */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** One-shot SHA-256 (`crypto.hash`): half the cost of a Hash object, on every authenticated request. */
export const hashToken = (token: string): string => crypto.hash('sha256', token, 'hex');
