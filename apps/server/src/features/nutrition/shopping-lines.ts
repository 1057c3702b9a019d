import { createHash } from 'node:crypto';
import { INTL_LOCALE, type Locale, type ShoppingLine } from '@studio/shared';
import { parseIngredient, type UnitOfMeasureDefinitions, unitsOfMeasure } from 'parse-ingredient';

/**
 * The shopping list's lines from a week of planned meals (issue 19, decision 0033): each
 * ingredient line is parsed (`parse-ingredient`), its quantity times the meals it is cooked for
 * times the people the list is for, summed per name and unit in exact fractions. Lines of
 * different units stay apart; a line with no quantity (or a range) is listed as written.
 */

/** Units the demo catalogue writes that parse-ingredient does not know. */
const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  litre: { short: 'l', plural: 'litres', alternates: ['liter', 'liters', 'litres', 'l'], type: 'volume' },
  handful: { short: 'handful', plural: 'handfuls', alternates: ['handfuls'], type: 'count' },
  slice: { short: 'slice', plural: 'slices', alternates: ['slices'], type: 'count' },
  thumb: { short: 'thumb', plural: 'thumbs', alternates: ['thumbs'], type: 'count' },
  bunch: { short: 'bunch', plural: 'bunches', alternates: ['bunches'], type: 'count' },
  head: { short: 'head', plural: 'heads', alternates: ['heads'], type: 'count' },
};
const UNITS: UnitOfMeasureDefinitions = { ...unitsOfMeasure, ...EXTRA_UNITS };
/** Metric units keep their short form ("160 g"); the rest are words ("2 cups"). */
const SHORT_UNITS = new Set(['gram', 'kilogram', 'milliliter', 'liter', 'litre', 'milligram']);

/** A fraction in lowest terms, denominator > 0. */
export type Fraction = { n: number; d: number };

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const reduce = (n: number, d: number): Fraction => {
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g };
};
export const add = (a: Fraction, b: Fraction): Fraction => reduce(a.n * b.d + b.n * a.d, a.d * b.d);
export const times = (a: Fraction, k: number): Fraction => reduce(a.n * k, a.d);

/**
 * The parser answers decimals rounded to 3 places (1/3 is 0.333): the fraction of the smallest
 * denominator up to 16 within that rounding, else thousandths.
 */
export const toFraction = (value: number): Fraction => {
  for (let d = 1; d <= 16; d += 1) {
    const n = Math.round(value * d);
    if (Math.abs(value * d - n) <= 0.0011 * d) return reduce(n, d);
  }
  return reduce(Math.round(value * 1000), 1000);
};

const KITCHEN_DENOMINATORS = new Set([2, 3, 4, 8]);

const decimalSeparators = new Map<Locale, string>();
const decimalSeparator = (locale: Locale): string => {
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(INTL_LOCALE[locale]).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
};

/**
 * "2", "1 1/2", "2/3", or a decimal of at most 2 places where no kitchen fraction fits ("0.35" in
 * English, "0,35" in Portuguese and Spanish: `locale` is the language the recipes are written in).
 */
export const formatFraction = ({ n, d }: Fraction, locale: Locale = 'en'): string => {
  if (d === 1) return String(n);
  const whole = Math.floor(n / d);
  const rest = n - whole * d;
  if (KITCHEN_DENOMINATORS.has(d)) return whole > 0 ? `${whole} ${rest}/${d}` : `${rest}/${d}`;
  // Hundredths rounded half up, in integers: never a float sum on show.
  const hundredths = Math.floor((n * 100 * 2 + d) / (2 * d));
  const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return text.replace(/\.?0+$/, '').replace('.', decimalSeparator(locale));
};

/** "18 bananas" rather than "18 banana": a count of more than one names its plural. */
const countedName = (name: string, quantity: Fraction): string => {
  if (quantity.n <= quantity.d || nameKey(name) !== name.toLowerCase()) return name;
  if (/o$/i.test(name)) return `${name}es`;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  return /s$/i.test(name) ? name : `${name}s`;
};

/** A name as one key: before the first comma ("chickpeas, drained"), lower case, the last word singular. */
export const nameKey = (name: string): string => {
  const base = name.split(',')[0]?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '';
  return base.replace(/(\w+)$/, (word) => {
    if (word.length <= 3 || word.endsWith('ss')) return word;
    if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
    if (word.endsWith('oes')) return word.slice(0, -2);
    if (word.endsWith('s')) return word.slice(0, -1);
    return word;
  });
};

const lineKey = (value: string) => `p-${createHash('sha256').update(value).digest('hex').slice(0, 12)}`;

export type PlannedIngredient = { text: string; aisle: string | null; recipe: string; meals: number };

type Merged = {
  key: string;
  aisle: string | null;
  name: string;
  unit: string | null;
  quantity: Fraction | null;
  recipes: Set<string>;
};

const unitWord = (unit: string, quantity: Fraction): string => {
  const known = UNITS[unit];
  if (!known) return unit;
  if (SHORT_UNITS.has(unit)) return known.short;
  return quantity.n > quantity.d ? known.plural : unit;
};

/**
 * Merges the week's ingredient lines: `meals` is how many planned meals cook the recipe this week;
 * `servings` the people each meal is for. Lines keep the order first met. `locale` is the language
 * the studio writes its recipes in (its default language, issue 35): decimals take its separator,
 * and only English names take a plural of our making ("18 bananas"); in another language a counted
 * name stays as the recipe first wrote it (English plural rules would write "ovoes").
 */
export const mergeIngredients = (
  ingredients: readonly PlannedIngredient[],
  servings: number,
  locale: Locale = 'en',
) => {
  const merged = new Map<string, Merged>();
  for (const ingredient of ingredients) {
    const [parsed] = parseIngredient(ingredient.text, { additionalUOMs: EXTRA_UNITS });
    const countable =
      parsed &&
      !parsed.isGroupHeader &&
      parsed.quantity !== null &&
      parsed.quantity2 === null &&
      parsed.description;
    const id = countable
      ? `${nameKey(parsed.description)}|${parsed.unitOfMeasureID ?? ''}`
      : `raw|${ingredient.text.trim().toLowerCase()}`;
    let line = merged.get(id);
    if (!line) {
      line = {
        key: lineKey(id),
        aisle: ingredient.aisle,
        name: countable
          ? (parsed.description.split(',')[0]?.trim() ?? parsed.description)
          : ingredient.text.trim(),
        unit: countable ? parsed.unitOfMeasureID : null,
        quantity: countable ? { n: 0, d: 1 } : null,
        recipes: new Set(),
      };
      merged.set(id, line);
    }
    line.aisle ??= ingredient.aisle;
    line.recipes.add(ingredient.recipe);
    if (countable && line.quantity)
      line.quantity = add(
        line.quantity,
        times(toFraction(parsed.quantity as number), ingredient.meals * servings),
      );
  }
  return [...merged.values()].map((line) => ({
    aisle: line.aisle,
    line: {
      key: line.key,
      quantity: line.quantity
        ? [formatFraction(line.quantity, locale), line.unit ? unitWord(line.unit, line.quantity) : null]
            .filter(Boolean)
            .join(' ')
        : null,
      name:
        line.quantity && !line.unit && locale === 'en' ? countedName(line.name, line.quantity) : line.name,
      ticked: false,
      recipes: [...line.recipes],
    } satisfies ShoppingLine,
  }));
};

/** Lines grouped by aisle: named aisles A to Z, then those with none. */
export const byAisle = (lines: ReturnType<typeof mergeIngredients>, ticked: ReadonlySet<string>) => {
  const groups = new Map<string | null, ShoppingLine[]>();
  for (const { aisle, line } of lines) {
    const group = groups.get(aisle) ?? [];
    group.push({ ...line, ticked: ticked.has(line.key) });
    groups.set(aisle, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([aisle, group]) => ({ aisle, lines: group }));
};
