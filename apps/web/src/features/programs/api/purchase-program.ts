import { type ProgramDetails, type PurchaseProgram, programPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshAfterPurchase } from '../../billing';

export type PurchaseProgramInput = { id: number; payload: PurchaseProgram };
export type PurchaseProgramAnswer = { message: string; program: ProgramDetails };

/** POST /api/v4/programs/{id}/purchase_program: the card's nonce on the web, the store's transaction on iOS. */
export const purchaseProgram = ({ id, payload }: PurchaseProgramInput): Promise<PurchaseProgramAnswer> =>
  apiFetch<PurchaseProgramAnswer>(programPaths.purchase(id), { method: 'POST', json: payload });

/**
 * The screens show a decline or a refusal themselves (they call the shared handler for the rest).
 * The cache is refreshed here, so it happens even if the page has gone meanwhile: every list goes
 * and the user is loaded again (spec A4), as after a premium purchase. Settles after all that;
 * `onPurchased` tells the screen as soon as the server has said yes.
 */
export const usePurchaseProgram = ({ onPurchased }: { onPurchased?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseProgram,
    meta: { errorHandledLocally: true },
    onSuccess: async () => {
      onPurchased?.();
      await refreshAfterPurchase(queryClient);
    },
  });
};
