import { dietMealTypeGaps, issueMessage, recipeMessages } from '@studio/shared';
import {
  findNodeAtLocation,
  getNodeValue,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import type { z } from 'zod';
import { say, translator } from '../../../lib/i18n';
import { type Catalog, CatalogSchema } from './catalog-schema';

type Path = (string | number)[];

/** A refused catalogue file: every fault with its line and field, so the author can fix them all at once. */
export class CatalogError extends Error {
  readonly faults: string[];

  constructor(faults: string[]) {
    super(`The catalogue was not imported:\n${faults.join('\n')}`);
    this.name = 'CatalogError';
    this.faults = faults;
  }
}

/**
 * Faults found only against the database (a program's weeks its members have reached), raised
 * inside the import's transaction; the file's reader words them with their lines as CatalogError.
 */
export class CatalogFaults extends Error {
  readonly faults: { path: Path; message: string }[];

  constructor(faults: { path: Path; message: string }[]) {
    super(faults.map((f) => `${pathText(f.path)}: ${f.message}`).join('\n'));
    this.name = 'CatalogFaults';
    this.faults = faults;
  }
}

const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

const pathText = (path: Path): string =>
  path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    '',
  ) || '(file)';

/** The line of the deepest node of `path` that exists (a missing field points at its object). */
const lineOfPath = (text: string, root: Node | undefined, path: Path): number => {
  for (let depth = path.length; depth >= 0 && root; depth -= 1) {
    const node = findNodeAtLocation(root, path.slice(0, depth));
    if (node) return lineOf(text, node.parent?.type === 'property' ? node.parent.offset : node.offset);
  }
  return 1;
};

/** Keys must be unique per section, and every key that points at another entity must exist. */
const crossReferenceFaults = (catalog: Catalog): { path: Path; message: string }[] => {
  const faults: { path: Path; message: string }[] = [];
  const unique = (section: 'trainers' | 'products' | 'items' | 'lists' | 'phrases' | 'programs') => {
    const seen = new Set<string>();
    catalog[section].forEach((entry, index) => {
      if (seen.has(entry.key))
        faults.push({ path: [section, index, 'key'], message: `Duplicate key "${entry.key}"` });
      seen.add(entry.key);
    });
    return seen;
  };
  const trainerKeys = unique('trainers');
  const productKeys = unique('products');
  const itemKeys = unique('items');
  unique('lists');
  unique('phrases');
  unique('programs');
  const stores = new Set<string>();
  catalog.stores.forEach((store, index) => {
    if (stores.has(store.id))
      faults.push({ path: ['stores', index, 'id'], message: `Duplicate store "${store.id}"` });
    stores.add(store.id);
  });
  const options = new Map<string, string>();
  const groupKeys = new Set<string>();
  catalog.filter_groups.forEach((group, index) => {
    const groupKey = `${group.store}/${group.key}`;
    if (groupKeys.has(groupKey))
      faults.push({
        path: ['filter_groups', index, 'key'],
        message: `Duplicate filter group "${group.key}"`,
      });
    groupKeys.add(groupKey);
    group.options.forEach((option, o) => {
      const optionKey = `${group.store}/${group.key}:${option.key}`;
      if (options.has(optionKey))
        faults.push({
          path: ['filter_groups', index, 'options', o, 'key'],
          message: `Duplicate option "${option.key}"`,
        });
      options.set(optionKey, group.store);
    });
  });
  const itemStore = new Map(catalog.items.map((item) => [item.key, item.store]));
  catalog.items.forEach((item, index) => {
    item.trainers.forEach((t, i) => {
      if (!trainerKeys.has(t))
        faults.push({ path: ['items', index, 'trainers', i], message: `Unknown trainer "${t}"` });
    });
    item.products.forEach((p, i) => {
      if (!productKeys.has(p))
        faults.push({ path: ['items', index, 'products', i], message: `Unknown product "${p}"` });
    });
    item.filters.forEach((f, i) => {
      if (!options.has(`${item.store}/${f}`))
        faults.push({
          path: ['items', index, 'filters', i],
          message: `Unknown filter option "${f}" in store ${item.store}`,
        });
    });
  });
  catalog.lists.forEach((list, index) => {
    list.items.forEach((k, i) => {
      if (!itemKeys.has(k))
        faults.push({ path: ['lists', index, 'items', i], message: `Unknown item "${k}"` });
      else if (itemStore.get(k) !== list.store)
        faults.push({
          path: ['lists', index, 'items', i],
          message: `Item "${k}" is not in store ${list.store}`,
        });
    });
  });
  const products = new Set<string>();
  catalog.programs.forEach((program, index) => {
    if (program.apple_product_id) {
      if (products.has(program.apple_product_id))
        faults.push({
          path: ['programs', index, 'apple_product_id'],
          message: `Duplicate store product "${program.apple_product_id}"`,
        });
      products.add(program.apple_product_id);
    }
    const recipes = new Set<string>();
    const faultsBefore = faults.length;
    program.recipes.forEach((k, r) => {
      const item = catalog.items.find((i) => i.key === k);
      const path = ['programs', index, 'recipes', r];
      if (!item) faults.push({ path, message: `Unknown item "${k}"` });
      else if (item.kind !== 'recipe') faults.push({ path, message: `Item "${k}" is not a recipe` });
      else if (recipes.has(k)) faults.push({ path, message: `Duplicate recipe "${k}"` });
      recipes.add(k);
    });
    // The console's rule too: a diet the program offers must have a recipe of every meal type
    // (told once its recipes are all known recipes).
    const offered = program.recipes.flatMap((k) => {
      const recipe = catalog.items.find((i) => i.key === k && i.kind === 'recipe')?.recipe;
      return recipe ? [{ meal_type: recipe.type, diets: recipe.diets }] : [];
    });
    const gaps = faults.length === faultsBefore ? dietMealTypeGaps(offered) : [];
    for (const gap of gaps)
      faults.push({
        path: ['programs', index, 'recipes'],
        message: `Program "${program.key}": ${say('en', recipeMessages.dietLacksMealType(gap.diet, gap.meal_type))}`,
      });
    program.weeks.forEach((week, w) => {
      week.days.forEach((k, d) => {
        const item = catalog.items.find((i) => i.key === k);
        if (!item)
          faults.push({ path: ['programs', index, 'weeks', w, 'days', d], message: `Unknown item "${k}"` });
        else if (item.store !== 'on_demand' || item.kind === 'live_training')
          faults.push({
            path: ['programs', index, 'weeks', w, 'days', d],
            message: `Item "${k}" is not an on-demand video`,
          });
      });
    });
  });
  return faults;
};

/** "catalog.json:42: items[3].duration_seconds: message" for a fault at `path` of the file's text. */
export const faultAt = (
  text: string,
  fileName: string,
  fault: { path: Path; message: string },
  root: Node | undefined = parseTree(text, [], { disallowComments: false }),
): string => `${fileName}:${lineOfPath(text, root, fault.path)}: ${pathText(fault.path)}: ${fault.message}`;

/** Reads a catalogue file's text: the parsed catalogue, or a CatalogError naming each line and field at fault. */
export const parseCatalog = (text: string, fileName = 'catalog.json'): Catalog => {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: false });
  if (errors.length > 0) {
    throw new CatalogError(
      errors.map((e) => `${fileName}:${lineOf(text, e.offset)}: ${printParseErrorCode(e.error)}`),
    );
  }
  if (!root) throw new CatalogError([`${fileName}:1: the file is empty`]);
  const fault = (path: Path, message: string) => faultAt(text, fileName, { path, message }, root);
  const result = CatalogSchema.safeParse(getNodeValue(root));
  if (!result.success) {
    throw new CatalogError(
      // The file's faults are the operator's to read, in English; a schema's message id is worded.
      result.error.issues.map((issue: z.core.$ZodIssue) =>
        fault(issue.path as Path, issueMessage(issue, translator('en'))),
      ),
    );
  }
  const refs = crossReferenceFaults(result.data);
  if (refs.length > 0) throw new CatalogError(refs.map((f) => fault(f.path, f.message)));
  return result.data;
};
