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
import { formatDate } from '../../../../lib/format';
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

const STATE_WORDS: Record<OfferState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  scheduled: { label: 'Starts later', color: 'blue' },
  paused: { label: 'Paused', color: 'yellow' },
  used_up: { label: 'Used up', color: 'gray' },
  ended: { label: 'Ended', color: 'gray' },
};

const uses = (offer: { redemptions: number; max_redemptions: number | null }) =>
  offer.max_redemptions === null
    ? `${offer.redemptions} ${offer.redemptions === 1 ? 'use' : 'uses'}`
    : `${offer.redemptions} of ${offer.max_redemptions} used`;

const validity = (from: string | null, until: string | null) =>
  [from ? `from ${formatDate(from)}` : null, until ? `until ${formatDate(until)}` : 'no end date']
    .filter(Boolean)
    .join(' ');

const premiumDiscount = (offer: PremiumOffer) => {
  const percents = [offer.montly_percent, offer.biannually_percent, offer.yearly_percent];
  const off = percents.every((p) => p === percents[0])
    ? percents[0]
      ? `${percents[0]} % off every plan`
      : null
    : `${offer.montly_percent} % monthly, ${offer.biannually_percent} % biannual, ${offer.yearly_percent} % yearly`;
  const trial = offer.trial_days ? `${offer.trial_days}-day trial` : null;
  return [off, trial].filter(Boolean).join(' · ') || 'No discount';
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
            {state.label}
          </Badge>
          {special ? (
            <Badge color="grape" variant="light">
              Special trial code
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
                Resume
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => act('pause')}
                loading={change.isPending}
              >
                Pause
              </Button>
            )}
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setEnding(true)}>
              End
            </Button>
          </Group>
        )}
      </Group>
      <Text size="sm">{what}</Text>
      <Text size="sm" c="dimmed">
        {uses(offer)} · {validity('valid_from' in offer ? offer.valid_from : null, offer.valid_until)}
      </Text>
      <ConfirmDialog
        opened={ending}
        title={`End ${offer.code}?`}
        text="Members can no longer use it. Its uses so far stay counted. An ended code cannot be started again."
        confirmLabel="End code"
        pending={change.isPending}
        onConfirm={() => act('end')}
        onCancel={() => setEnding(false)}
      />
    </Paper>
  );
};

/** What a new code's form says once the server made it. */
const readyText = (offer: { code: string }) => `${offer.code} is ready for members.`;

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
    <ConsoleForm {...formProps} title="New premium code" submitLabel="Make code">
      <TextInput label="Code" {...form.register('code')} error={form.errors.code?.message} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {number('montly_percent', 'Monthly plan, % off', 100)}
        {number('biannually_percent', 'Biannual plan, % off', 100)}
        {number('yearly_percent', 'Yearly plan, % off', 100)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {number('trial_days', 'Trial days (optional)', 365)}
        {number('max_redemptions', 'Uses at most (optional)')}
        <TextInput
          label="Valid from (optional)"
          type="date"
          {...form.register('valid_from')}
          error={form.errors.valid_from?.message}
        />
        <TextInput
          label="Valid until (optional)"
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
  const { form, formProps } = useConsoleForm({
    schema: ProgramOfferInputSchema,
    defaults: PROGRAM_DEFAULTS,
    mutation: useCreateProgramOffer(),
    doneText: readyText,
  });
  return (
    <ConsoleForm {...formProps} title="New program code" submitLabel="Make code">
      <TextInput label="Code" {...form.register('code')} error={form.errors.code?.message} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberField
          control={form.control}
          name="percent"
          label="% off"
          max={100}
          error={form.errors.percent?.message}
        />
        <Controller
          control={form.control}
          name="program_id"
          render={({ field }) => (
            <Select
              label="Program"
              data={[
                { value: '', label: 'Any program' },
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
          label="Uses at most (optional)"
          error={form.errors.max_redemptions?.message}
        />
        <TextInput
          label="Valid until (optional)"
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
  const offers = useOffers();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Offers
      </Title>
      {offers.isError ? (
        <LoadError what="The offers" onRetry={() => offers.refetch()} retrying={offers.isFetching} />
      ) : (
        <Tabs defaultValue="premium">
          <Tabs.List>
            <Tabs.Tab value="premium">Premium codes</Tabs.Tab>
            <Tabs.Tab value="program">Program codes</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="premium" pt="md">
            <Stack gap="lg">
              <Stack {...list} aria-label="Premium codes">
                {(offers.data?.premium ?? []).map((offer) => (
                  <OfferCard
                    key={offer.id}
                    kind="premium"
                    offer={offer}
                    what={premiumDiscount(offer)}
                    special={offer.special}
                  />
                ))}
              </Stack>
              <PremiumOfferForm />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="program" pt="md">
            <Stack gap="lg">
              <Stack {...list} aria-label="Program codes">
                {(offers.data?.program ?? []).map((offer) => (
                  <OfferCard
                    key={offer.id}
                    kind="program"
                    offer={offer}
                    what={`${offer.percent} % off ${offer.program ? offer.program.title : 'any program'}`}
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
