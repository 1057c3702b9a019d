import {
  Alert,
  Anchor,
  Button,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  formatDate,
  formatFullDay,
  formatMoney,
  type GiftDetailsInput,
  GiftDetailsSchema,
  type GiftPurchased,
  MAX_GIFT_MESSAGE,
  storefrontPaths,
} from '@studio/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { LoadError } from '../../../components/ui/load-error';
import { useDisplay, useT } from '../../../lib/i18n';
import { useServerForm } from '../../../lib/use-server-form';
import { useBuyGift, useGiftClientToken, useGiftPrices } from '../api/gifts';
import { CardPaymentForm } from '../components/card-payment-form';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The gift's details (step 1): how long, for whom, when, the message, and who gives it. */
const DetailsForm = ({
  initial,
  onDone,
}: {
  initial: GiftDetailsInput;
  onDone: (details: GiftDetailsInput) => void;
}) => {
  const t = useT();
  const display = useDisplay();
  const prices = useGiftPrices();
  const form = useServerForm({ schema: GiftDetailsSchema, defaultValues: initial });
  if (prices.isError)
    return (
      <LoadError
        what={t('billing.gift.pricesWhat')}
        onRetry={() => prices.refetch()}
        retrying={prices.isFetching}
      />
    );
  if (!prices.data) return <Skeleton h={320} />;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onDone(values))}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="months"
          render={({ field }) => (
            <Radio.Group
              label={t('billing.gift.length')}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              error={form.errors.months?.message}
            >
              <Stack gap="xs" mt="xs">
                {prices.data.prices.map((option) => (
                  <Radio
                    key={option.months}
                    value={String(option.months)}
                    label={t('billing.gift.option', {
                      months: option.months,
                      price: formatMoney(option.price, display),
                    })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('billing.gift.recipientName')}
          autoComplete="off"
          {...form.register('recipient_name')}
          error={form.errors.recipient_name?.message}
        />
        <TextInput
          label={t('billing.gift.recipientEmail')}
          type="email"
          autoComplete="off"
          {...form.register('recipient_email')}
          error={form.errors.recipient_email?.message}
        />
        <Textarea
          label={t('billing.gift.message')}
          description={t('billing.gift.messageHint', { max: MAX_GIFT_MESSAGE })}
          autosize
          minRows={3}
          maxLength={MAX_GIFT_MESSAGE}
          {...form.register('message')}
          error={form.errors.message?.message}
        />
        <TextInput
          label={t('billing.gift.deliverOn')}
          type="date"
          min={today()}
          {...form.register('deliver_on')}
          error={form.errors.deliver_on?.message}
        />
        <TextInput
          label={t('billing.gift.buyerName')}
          autoComplete="name"
          {...form.register('buyer_name')}
          error={form.errors.buyer_name?.message}
        />
        <TextInput
          label={t('billing.gift.buyerEmail')}
          type="email"
          autoComplete="email"
          {...form.register('buyer_email')}
          error={form.errors.buyer_email?.message}
        />
        <Text size="sm" c="dimmed">
          {t('billing.gift.validFor', { months: prices.data.valid_months })}
        </Text>
        <Button type="submit" w="fit-content">
          {t('billing.gift.continue')}
        </Button>
      </Stack>
    </form>
  );
};

/** Step 2: the card, with the terms and the year the code works agreed. */
const GiftPayment = ({
  details,
  onBack,
  onPaid,
}: {
  details: GiftDetailsInput;
  onBack: () => void;
  onPaid: (gift: GiftPurchased) => void;
}) => {
  const t = useT();
  const display = useDisplay();
  const prices = useGiftPrices();
  const token = useGiftClientToken();
  const buy = useBuyGift();
  const listed = prices.data?.prices.find((option) => option.months === details.months)?.price;
  const price = listed ? formatMoney(listed, display) : '';
  if (token.isError)
    return (
      <LoadError
        what={t('billing.gift.cardWhat')}
        onRetry={() => token.refetch()}
        retrying={token.isFetching}
      />
    );
  if (!token.data) return <Skeleton h={240} />;
  const date = formatFullDay(details.deliver_on, display);
  return (
    <Stack gap="md">
      <Anchor component="button" type="button" onClick={onBack} w="fit-content">
        {t('billing.gift.back')}
      </Anchor>
      <CardPaymentForm
        clientToken={token.data}
        summary={t('billing.gift.summary', {
          months: details.months,
          name: details.recipient_name,
          date,
          price,
        })}
        agreement={{ label: t('billing.gift.agreement'), message: t('billing.gift.agreementRequired') }}
        submitLabel={t('billing.gift.pay', { price })}
        pricesUpdating={!prices.data}
        priceMismatch={t('shared.programs.priceMismatch')}
        payingFor={[details]}
        pay={async (card) => {
          const gift = await buy.mutateAsync({ ...details, nonce_from_the_client: card.nonce });
          onPaid(gift);
          return gift;
        }}
        onPriceChanged={() => void prices.refetch()}
        onPaid={() => undefined}
      />
    </Stack>
  );
};

/**
 * /sign/gift (issue 38, decision 0048): anyone, signed in or not, gives months of premium. The
 * details first, then the card; the code goes to the recipient by mail on the day chosen.
 */
export const GiftPage = () => {
  const t = useT();
  const display = useDisplay();
  useDocumentTitle(t('common.pageTitle', { page: t('billing.gift.pageTitle') }));
  const [details, setDetails] = useState<GiftDetailsInput | null>(null);
  const [draft, setDraft] = useState<GiftDetailsInput>({
    months: 3,
    recipient_name: '',
    recipient_email: '',
    message: '',
    deliver_on: today(),
    buyer_name: '',
    buyer_email: '',
  });
  const [bought, setBought] = useState<GiftPurchased | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('billing.gift.title')}
      </Title>
      {bought ? (
        <Stack gap="md">
          <Alert color="indigo" variant="light" role="status" title={t('billing.gift.thanksTitle')}>
            {t('billing.gift.thanks', {
              email: bought.recipient_email,
              date: formatFullDay(bought.deliver_on, display),
              until: formatDate(bought.expires_at, display),
            })}
          </Alert>
          <Anchor href={storefrontPaths.landing}>{t('billing.gift.toStorefront')}</Anchor>
        </Stack>
      ) : details ? (
        <GiftPayment
          details={details}
          onBack={() => {
            setDraft(details);
            setDetails(null);
          }}
          onPaid={setBought}
        />
      ) : (
        <>
          <Text>{t('billing.gift.lead')}</Text>
          <DetailsForm initial={draft} onDone={setDetails} />
        </>
      )}
    </Stack>
  );
};
