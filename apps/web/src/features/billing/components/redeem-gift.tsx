import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate } from '@studio/shared';
import { type FormEvent, useState } from 'react';
import { apiErrorText } from '../../../lib/error-handler';
import { useDisplay, useT } from '../../../lib/i18n';
import { useRedeemGift } from '../api/gifts';

/**
 * Redeem a gift (decision 0048): the code from the gift's mail, filled in when the member came from
 * its link. No card: the months start now, or when premium now ends.
 */
export const RedeemGift = ({ initialCode = '' }: { initialCode?: string }) => {
  const t = useT();
  const display = useDisplay();
  const [code, setCode] = useState(initialCode);
  const redeem = useRedeemGift();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim()) redeem.mutate(code.trim());
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="redeem-gift-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="redeem-gift-title">
          {t('billing.gift.redeemTitle')}
        </Title>
        {redeem.data ? (
          <Text role="status" fw={600}>
            {t('billing.gift.redeemed', {
              months: redeem.data.months,
              date: formatDate(redeem.data.until, display),
            })}
          </Text>
        ) : (
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="xs">
              <TextInput
                label={t('billing.gift.code')}
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  redeem.reset();
                }}
                error={redeem.error ? apiErrorText(redeem.error) : undefined}
                autoComplete="off"
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button type="submit" loading={redeem.isPending} mt={25} disabled={!code.trim()}>
                {t('billing.gift.redeem')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
};
