import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Display,
  formatDate,
  type MessageId,
  type OfferState,
  type PremiumOffer,
  type PremiumOfferInput,
  PremiumOfferInputSchema,
  type ProgramOffer,
  type ProgramOfferInput,
  ProgramOfferInputSchema,
} from '@studio/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { t as translate, useDisplay, useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { NumberField } from '../../shared/components/number-field';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import {
  type OfferKind,
  useChangeOffer,
  useCreatePremiumOffer,
  useCreateProgramOffer,
  useOffers,
} from '../api/offers';

const STATE_WORDS: Record<OfferState, { label: MessageId; color: string }> = {
  active: { label: 'studio.offers.state.active', color: 'teal' },
  scheduled: { label: 'studio.offers.state.scheduled', color: 'blue' },
  paused: { label: 'studio.offers.state.paused', color: 'yellow' },
  used_up: { label: 'studio.offers.state.usedUp', color: 'gray' },
  ended: { label: 'studio.offers.state.ended', color: 'gray' },
};

type Translate = ReturnType<typeof useT>;

const uses = (t: Translate, offer: { redemptions: number; max_redemptions: number | null }) =>
  offer.max_redemptions === null
    ? t('studio.offers.uses', { count: offer.redemptions })
    : t('studio.offers.usesOf', { count: offer.redemptions, max: offer.max_redemptions });

const validity = (t: Translate, display: Display, from: string | null, until: string | null) => {
  const [start, end] = [from && formatDate(from, display), until && formatDate(until, display)];
  if (start) {
    return end
      ? t('studio.offers.fromUntil', { from: start, until: end })
      : t('studio.offers.fromNoEnd', { from: start });
  }
  return end ? t('studio.offers.until', { until: end }) : t('studio.offers.noEnd');
};

const premiumDiscount = (t: Translate, offer: PremiumOffer) => {
  const percents = [offer.montly_percent, offer.biannually_percent, offer.yearly_percent];
  const off = percents.every((p) => p === percents[0])
    ? percents[0]
      ? t('studio.offers.offEveryPlan', { percent: percents[0] })
      : null
    : t('studio.offers.offPerPlan', {
        monthly: offer.montly_percent,
        biannual: offer.biannually_percent,
        yearly: offer.yearly_percent,
      });
  const trial = offer.trial_days ? t('studio.offers.trialDays', { days: offer.trial_days }) : null;
  return [off, trial].filter(Boolean).join(' · ') || t('studio.offers.noDiscount');
};

/** One code: what it gives, where it stands, its uses; pause, resume or end it. */
const OfferCard = ({
  kind,
  offer,
  what,
  special = false,
}: {
  kind: OfferKind;
  offer: PremiumOffer | ProgramOffer;
  what: string;
  special?: boolean;
}) => {
  const t = useT();
  const display = useDisplay();
  const change = useChangeOffer();
  const [ending, setEnding] = useState(false);
  const state = STATE_WORDS[offer.state];
  const act = (action: 'pause' | 'resume' | 'end') =>
    change.mutate({ kind, id: offer.id, action }, { onSettled: () => setEnding(false) });
  return (
    <Paper component="li" withBorder p="sm" aria-label={offer.code}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text ff="monospace" fw={700}>
            {offer.code}
          </Text>
          <Badge color={state.color} variant="light">
            {t(state.label)}
          </Badge>
          {special ? (
            <Badge color="grape" variant="light">
              {t('studio.offers.special')}
            </Badge>
          ) : null}
        </Group>
        {offer.state === 'ended' ? null : (
          <Group gap="xs">
            {offer.state === 'paused' ? (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => act('resume')}
                loading={change.isPending}
              >
                {t('studio.offers.resume')}
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => act('pause')}
                loading={change.isPending}
              >
                {t('studio.offers.pause')}
              </Button>
            )}
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setEnding(true)}>
              {t('studio.offers.end')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="sm">{what}</Text>
      <Text size="sm" c="dimmed">
        {uses(t, offer)} ·{' '}
        {validity(t, display, 'valid_from' in offer ? offer.valid_from : null, offer.valid_until)}
      </Text>
      <ConfirmDialog
        opened={ending}
        title={t('studio.offers.endTitle', { code: offer.code })}
        text={t('studio.offers.endText')}
        confirmLabel={t('studio.offers.endConfirm')}
        pending={change.isPending}
        onConfirm={() => act('end')}
        onCancel={() => setEnding(false)}
      />
    </Paper>
  );
};

/** What a new code's form says once the server made it. */
const readyText = (offer: { code: string }) => translate('studio.offers.ready', { code: offer.code });

const PREMIUM_DEFAULTS: PremiumOfferInput = {
  code: '',
  montly_percent: 20,
  biannually_percent: 20,
  yearly_percent: 20,
  trial_days: '',
  valid_from: '',
  valid_until: '',
  max_redemptions: '',
};

const PremiumOfferForm = () => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: PremiumOfferInputSchema,
    defaults: PREMIUM_DEFAULTS,
    mutation: useCreatePremiumOffer(),
    doneText: readyText,
  });
  const number = (
    name: 'montly_percent' | 'biannually_percent' | 'yearly_percent' | 'trial_days' | 'max_redemptions',
    label: string,
    max?: number,
  ) => (
    <NumberField
      control={form.control}
      name={name}
      label={label}
      max={max}
      error={form.errors[name]?.message}
    />
  );
  return (
    <ConsoleForm {...formProps} title={t('studio.offers.newPremium')} submitLabel={t('studio.offers.make')}>
      <TextInput
        label={t('studio.offers.code')}
        {...form.register('code')}
        error={form.errors.code?.message}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {number('montly_percent', t('studio.offers.monthlyOff'), 100)}
        {number('biannually_percent', t('studio.offers.biannualOff'), 100)}
        {number('yearly_percent', t('studio.offers.yearlyOff'), 100)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {number('trial_days', t('studio.offers.trialDaysLabel'), 365)}
        {number('max_redemptions', t('studio.offers.maxUses'))}
        <TextInput
          label={t('studio.offers.validFrom')}
          type="date"
          {...form.register('valid_from')}
          error={form.errors.valid_from?.message}
        />
        <TextInput
          label={t('studio.offers.validUntil')}
          type="date"
          {...form.register('valid_until')}
          error={form.errors.valid_until?.message}
        />
      </SimpleGrid>
    </ConsoleForm>
  );
};

const PROGRAM_DEFAULTS: ProgramOfferInput = {
  code: '',
  percent: 15,
  program_id: '',
  valid_until: '',
  max_redemptions: '',
};

const ProgramOfferForm = ({ programs }: { programs: { id: number; title: string }[] }) => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: ProgramOfferInputSchema,
    defaults: PROGRAM_DEFAULTS,
    mutation: useCreateProgramOffer(),
    doneText: readyText,
  });
  return (
    <ConsoleForm {...formProps} title={t('studio.offers.newProgram')} submitLabel={t('studio.offers.make')}>
      <TextInput
        label={t('studio.offers.code')}
        {...form.register('code')}
        error={form.errors.code?.message}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberField
          control={form.control}
          name="percent"
          label={t('studio.offers.percentOff')}
          max={100}
          error={form.errors.percent?.message}
        />
        <Controller
          control={form.control}
          name="program_id"
          render={({ field }) => (
            <Select
              label={t('studio.offers.program')}
              data={[
                { value: '', label: t('studio.offers.anyProgram') },
                ...programs.map((p) => ({ value: String(p.id), label: p.title })),
              ]}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onChange={(value) => field.onChange(value ?? '')}
              allowDeselect={false}
              error={form.errors.program_id?.message}
            />
          )}
        />
        <NumberField
          control={form.control}
          name="max_redemptions"
          label={t('studio.offers.maxUses')}
          error={form.errors.max_redemptions?.message}
        />
        <TextInput
          label={t('studio.offers.validUntil')}
          type="date"
          {...form.register('valid_until')}
          error={form.errors.valid_until?.message}
        />
      </SimpleGrid>
    </ConsoleForm>
  );
};

const list = { component: 'ul', gap: 'xs', p: 0, m: 0, style: { listStyle: 'none' } } as const;

/** Owners make, pause, resume and end promo codes, and see their uses (issue 17). */
export const OffersPage = () => {
  const t = useT();
  const offers = useOffers();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('studio.offers.title')}
      </Title>
      {offers.isError ? (
        <LoadError
          what={t('studio.offers.loadWhat')}
          onRetry={() => offers.refetch()}
          retrying={offers.isFetching}
        />
      ) : (
        <Tabs defaultValue="premium">
          <Tabs.List>
            <Tabs.Tab value="premium">{t('studio.offers.premiumCodes')}</Tabs.Tab>
            <Tabs.Tab value="program">{t('studio.offers.programCodes')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="premium" pt="md">
            <Stack gap="lg">
              <Stack {...list} aria-label={t('studio.offers.premiumCodes')}>
                {(offers.data?.premium ?? []).map((offer) => (
                  <OfferCard
                    key={offer.id}
                    kind="premium"
                    offer={offer}
                    what={premiumDiscount(t, offer)}
                    special={offer.special}
                  />
                ))}
              </Stack>
              <PremiumOfferForm />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="program" pt="md">
            <Stack gap="lg">
              <Stack {...list} aria-label={t('studio.offers.programCodes')}>
                {(offers.data?.program ?? []).map((offer) => (
                  <OfferCard
                    key={offer.id}
                    kind="program"
                    offer={offer}
                    what={
                      offer.program
                        ? t('studio.offers.offProgram', {
                            percent: offer.percent,
                            program: offer.program.title,
                          })
                        : t('studio.offers.offAnyProgram', { percent: offer.percent })
                    }
                  />
                ))}
              </Stack>
              <ProgramOfferForm programs={offers.data?.programs ?? []} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
};
