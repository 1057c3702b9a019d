import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  formatDate,
  formatFullDay,
  formatMoney,
  type GiftStatus,
  type MessageId,
  type StudioGift,
} from '@studio/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { useDisplay, useT } from '../../../../lib/i18n';
import { useRefundGift, useStudioGifts } from '../api/gifts';

const STATUS_WORDS: Record<GiftStatus, MessageId> = {
  paid: 'studio.gifts.status.paid',
  delivered: 'studio.gifts.status.delivered',
  redeemed: 'studio.gifts.status.redeemed',
  voided: 'studio.gifts.status.voided',
};

const RefundGift = ({ gift }: { gift: StudioGift }) => {
  const t = useT();
  const display = useDisplay();
  const refund = useRefundGift();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
        {t('studio.gifts.refund')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('studio.gifts.refundTitle', { amount: formatMoney(gift.price, display) })}
        text={t('studio.gifts.refundText', { email: gift.recipient_email })}
        confirmLabel={t('studio.gifts.refund')}
        pending={refund.isPending}
        onConfirm={() => refund.mutate(gift.id, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};

/**
 * The gifts sold (issue 38, owner; decision 0048): who gave how long to whom, when it is mailed,
 * and where it stands; one nobody has redeemed can be refunded, which stops its code.
 */
export const GiftsPage = () => {
  const t = useT();
  const display = useDisplay();
  const gifts = useStudioGifts();
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('studio.gifts.title')}
      </Title>
      {gifts.isError ? (
        <LoadError
          what={t('studio.gifts.what')}
          onRetry={() => gifts.refetch()}
          retrying={gifts.isFetching}
        />
      ) : gifts.data ? (
        gifts.data.gifts.length === 0 ? (
          <Text c="dimmed">{t('studio.gifts.none')}</Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('studio.gifts.title')}
          >
            {gifts.data.gifts.map((gift) => (
              <Paper component="li" key={gift.id} withBorder p="sm" aria-label={gift.recipient_email}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {t('studio.gifts.line', {
                        months: gift.months,
                        price: formatMoney(gift.price, display),
                        to: gift.recipient_email,
                      })}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('studio.gifts.detail', {
                        from: gift.buyer_email,
                        date: formatFullDay(gift.deliver_on, display),
                        until: formatDate(gift.expires_at, display),
                      })}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Badge color={gift.status === 'voided' ? 'dark.5' : 'teal.9'}>
                      {t(STATUS_WORDS[gift.status])}
                    </Badge>
                    {gift.refundable ? <RefundGift gift={gift} /> : null}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )
      ) : null}
    </Stack>
  );
};
