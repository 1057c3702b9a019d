import {
  type Offers,
  type PremiumOffer,
  type PremiumOfferInput,
  type ProgramOffer,
  type ProgramOfferInput,
  studioPaths,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

const offersKey = ['studio', 'offers'] as const;

export const useOffers = () =>
  useQuery({
    queryKey: offersKey,
    queryFn: ({ signal }) => apiFetch<Offers>(studioPaths.offers, { signal }),
  });

/** After any change: the offers and the audit log are read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: offersKey }),
      queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
    ]);
};

export const useCreatePremiumOffer = () => {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (input: PremiumOfferInput) =>
      apiFetch<PremiumOffer>(studioPaths.premiumOffers, { method: 'POST', json: input }),
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export const useCreateProgramOffer = () => {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (input: ProgramOfferInput) =>
      apiFetch<ProgramOffer>(studioPaths.programOffers, { method: 'POST', json: input }),
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export type OfferKind = 'premium' | 'program';

export const useChangeOffer = () => {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id, action }: { kind: OfferKind; id: number; action: 'pause' | 'resume' | 'end' }) =>
      apiFetch<PremiumOffer | ProgramOffer>(
        kind === 'premium' ? studioPaths.premiumOfferState(id) : studioPaths.programOfferState(id),
        { method: 'PUT', json: { action } },
      ),
    onSuccess,
  });
};
