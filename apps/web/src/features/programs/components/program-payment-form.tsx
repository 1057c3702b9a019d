import type { ProgramDetails } from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useDisplay, useT } from '../../../lib/i18n';
import { CardPaymentForm, type TokenizedCard } from '../../billing';
import { usePurchaseProgram } from '../api/purchase-program';
import { programKeys } from '../api/query-keys';
import type { ProgramPromo } from '../api/validate-program-promo';
import { priceText, priceToPay } from '../program-words';

type ProgramPaymentFormProps = {
  program: ProgramDetails;
  promo: ProgramPromo | null;
  clientToken: string;
  /** A promo change has not reached the prices yet: nothing is paid meanwhile. */
  pricesUpdating: boolean;
  onPremiumRequired: () => void;
  /** The server took the payment (the cache is still being refreshed). */
  onPurchased: () => void;
  /** Paid and the cache refreshed: time to move on. */
  onPaid: () => void;
};

/** Step 1 of a program purchase (spec A2, A5, A8): the program's card payment, paid once, rental agreed. */
export const ProgramPaymentForm = ({
  program,
  promo,
  clientToken,
  pricesUpdating,
  onPremiumRequired,
  onPurchased,
  onPaid,
}: ProgramPaymentFormProps) => {
  const t = useT();
  const display = useDisplay();
  const queryClient = useQueryClient();
  const purchase = usePurchaseProgram({ onPurchased });
  const price = priceText(priceToPay(program.price, promo, display.currency), display);

  const pay = (card: TokenizedCard) =>
    purchase.mutateAsync({
      id: program.id,
      payload: {
        program_promo_code_id: promo?.id ?? null,
        details: {
          nonce_from_the_client: card.nonce,
          get_last_four: card.lastFour,
          get_card_type: card.cardType,
        },
      },
    });

  return (
    <CardPaymentForm
      clientToken={clientToken}
      summary={t('programs.pay.summary', { title: program.title, price })}
      agreement={{
        label: t('programs.rental.agreement', { weeks: program.duration }),
        message: t('programs.rental.required'),
      }}
      submitLabel={t('programs.pay.submit', { price })}
      pricesUpdating={pricesUpdating}
      priceMismatch={t('shared.programs.priceMismatch')}
      payingFor={[promo]}
      pay={pay}
      // A price or state that changed meanwhile: show the program as it is now.
      onPriceChanged={() => void queryClient.invalidateQueries({ queryKey: programKeys.details(program.id) })}
      onPremiumRequired={onPremiumRequired}
      onPaid={onPaid}
    />
  );
};
