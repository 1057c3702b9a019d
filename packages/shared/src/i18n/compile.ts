import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalogue as written: message id → ICU MessageFormat text. */
export type CatalogSource = Record<string, string>;
export type CompiledCatalog = Record<string, CompiledMessage>;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuwyzABCDEGHIKLNORSTUWYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéğĥíķłñóŕšţúŵýžÀƁÇĐÉĞĤÍĶŁÑÓŔŠŢÚŴÝŽ'][i] as string,
  ]),
);

/** "Sign in" → "Šíğñ íñ": every letter we have an accented twin for, the text still readable. */
export const accent = (text: string): string =>
  text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

/**
 * Each message parsed once, ahead of time, into the arrays Lingui's runtime formats (so the web app
 * ships no ICU parser). `pseudo`: the pseudo-locale's message, accented and wrapped in ⟦ ⟧. A message
 * that is not valid ICU throws, naming its id.
 */
export const compileCatalog = (source: CatalogSource, pseudo = false): CompiledCatalog =>
  Object.fromEntries(
    Object.entries(source).map(([id, message]) => {
      try {
        const compiled = compileMessageOrThrow(message, pseudo ? accent : undefined);
        return [id, pseudo ? ['⟦', ...compiled, '⟧'] : compiled];
      } catch (error) {
        throw new Error(`${id}: ${(error as Error).message}`);
      }
    }),
  );
