import { z } from 'zod/mini';
import { whenMissing } from './errors';

/**
 * The shopping list of the member's week (issue 19, decision 0033): the meal plan's ingredients
 * merged and summed per unit, grouped by aisle where the catalogue gives one, with ticks and the
 * member's own items kept on the server per member and week.
 */
export const MAX_AISLE = 40;
export const MAX_OWN_ITEM = 120;
/** Own items on one week's list. */
export const MAX_OWN_ITEMS = 100;
/** People a week's list is for: each planned meal (one serving) times this. */
export const MAX_SHOPPING_SERVINGS = 12;

export const shoppingListMessages = {
  title: 'nutrition.shopping.title',
  aisleTooLong: 'nutrition.shopping.aisleTooLong',
  ownItemRequired: 'nutrition.shopping.ownItemRequired',
  ownItemTooLong: 'nutrition.shopping.ownItemTooLong',
  tooManyOwnItems: 'server.shopping.tooManyOwnItems',
  tickedRequired: 'nutrition.shopping.tickedRequired',
  keyInvalid: 'nutrition.shopping.keyInvalid',
  servingsInvalid: 'nutrition.shopping.servingsInvalid',
  noPlan: 'nutrition.shopping.noPlan',
  otherAisle: 'nutrition.shopping.otherAisle',
  ownItems: 'nutrition.shopping.ownItems',
} as const;

/** An aisle of the shop (catalogue ingredients, optional): trimmed, blank is none. */
export const aisleField = () =>
  z.string().check(z.trim(), z.maxLength(MAX_AISLE, { error: shoppingListMessages.aisleTooLong }));

/** A line's key: `p-…` a merged line of the plan, `o-…` an own item. */
export const shoppingKeyParams = z.object({
  key: z.string().check(z.regex(/^[po]-[0-9a-f]{12}$/, { error: shoppingListMessages.keyInvalid })),
});

export const ShoppingTickSchema = z.object({
  ticked: z.boolean({ error: shoppingListMessages.tickedRequired }),
});

export const ShoppingOwnItemSchema = z.object({
  name: z
    .string({ error: whenMissing(shoppingListMessages.ownItemRequired) })
    .check(
      z.trim(),
      z.minLength(1, { error: shoppingListMessages.ownItemRequired, abort: true }),
      z.maxLength(MAX_OWN_ITEM, { error: shoppingListMessages.ownItemTooLong }),
    ),
});
export type ShoppingOwnItem = z.input<typeof ShoppingOwnItemSchema>;

export const ShoppingServingsSchema = z.object({
  servings: z
    .int({ error: shoppingListMessages.servingsInvalid })
    .check(
      z.gte(1, { error: shoppingListMessages.servingsInvalid }),
      z.lte(MAX_SHOPPING_SERVINGS, { error: shoppingListMessages.servingsInvalid }),
    ),
});

export const ShoppingLineSchema = z.object({
  key: z.string(),
  /** "1 1/2 cups", "160 g", or null for a line listed as written. */
  quantity: z.nullable(z.string()),
  name: z.string(),
  ticked: z.boolean(),
  /** The recipes it is for, as their titles. */
  recipes: z.array(z.string()),
});
export type ShoppingLine = z.output<typeof ShoppingLineSchema>;

export const ShoppingOwnLineSchema = z.object({ key: z.string(), name: z.string(), ticked: z.boolean() });
export type ShoppingOwnLine = z.output<typeof ShoppingOwnLineSchema>;

export const ShoppingListSchema = z.object({
  /** The member's Sunday that starts the week, `YYYY-MM-DD`. */
  week: z.string(),
  servings: z.number(),
  has_plan: z.boolean(),
  /** Aisles by name, then the lines with no aisle (`aisle` null). */
  aisles: z.array(z.object({ aisle: z.nullable(z.string()), lines: z.array(ShoppingLineSchema) })),
  own_items: z.array(ShoppingOwnLineSchema),
});
export type ShoppingList = z.output<typeof ShoppingListSchema>;
