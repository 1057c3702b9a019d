import { z } from 'zod/mini';
import { SubscriptionSchema, WebPaymentSchema } from './billing';

/** Failed payments (issue 18, decision 0027): a member's new card for the running subscription. */
export const dunningPaths = {
  /** POST: a new card for the running subscription; a past-due charge is retried at once. */
  updateCard: '/api/v4/users/me/subscription/card',
} as const;

/** The update-card call: the card's nonce from the same card fields the purchase uses. */
export const UpdateCardSchema = z.pick(WebPaymentSchema, {
  nonce_from_the_client: true,
  get_last_four: true,
  get_card_type: true,
});
export type UpdateCard = z.input<typeof UpdateCardSchema>;

/** The update-card answer: what happened, in words, and the subscription after it. */
export const UpdateCardAnswerSchema = z.object({ message: z.string(), subscription: SubscriptionSchema });
export type UpdateCardAnswer = z.output<typeof UpdateCardAnswerSchema>;
