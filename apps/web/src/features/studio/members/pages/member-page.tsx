import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDate, formatDateTime, formatMoney, type MessageId, type StudioMember } from '@studio/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ApiError } from '../../../../lib/api-client';
import { useDisplay, useT } from '../../../../lib/i18n';
import { PLAN_NAMES } from '../../../billing';
import { DetailShell } from '../../shared/components/detail-shell';
import { roleWord } from '../../shared/roles';
import { consolePaths } from '../../studio-paths';
import {
  useCancelMemberSubscription,
  useDeleteMember,
  useGrantProgram,
  useRefund,
  useSendReset,
  useStudioMember,
} from '../api/members';

/** The member's words for a plan ("Monthly"), or its key when it is not a premium period. */
const planName = (plan: string) => (isPremiumPeriodName(plan) ? PLAN_NAMES[plan] : plan);
const isPremiumPeriodName = (plan: string): plan is keyof typeof PLAN_NAMES => plan in PLAN_NAMES;

/** The words of the statuses the server sends (a subscription's, a payment's, a program's). */
const STATUS_WORDS: Record<string, MessageId> = {
  trial: 'studio.member.status.trial',
  active: 'studio.member.status.active',
  past_due: 'studio.member.status.pastDue',
  canceled: 'studio.member.status.canceled',
  expired: 'studio.member.status.expired',
  paused: 'studio.member.status.paused',
  settled: 'studio.member.status.settled',
  failed: 'studio.member.status.failed',
  refunded: 'studio.member.status.refunded',
  completed: 'studio.member.status.completed',
  ended: 'studio.member.status.ended',
};

/** A status in words; one the app has no words for yet is shown as the server names it. */
const useStatusWord = () => {
  const t = useT();
  return (status: string) => {
    const id = Object.hasOwn(STATUS_WORDS, status) ? STATUS_WORDS[status] : undefined;
    return id ? t(id) : status;
  };
};

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
  </Stack>
);

const RefundButton = ({
  memberId,
  payment,
}: {
  memberId: number;
  payment: StudioMember['payments'][number];
}) => {
  const t = useT();
  const display = useDisplay();
  const refund = useRefund();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
        {t('studio.member.refund')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('studio.member.refundTitle', { amount: formatMoney(payment.amount, display) })}
        text={t('studio.member.refundText', { what: payment.what })}
        confirmLabel={t('studio.member.refund')}
        pending={refund.isPending}
        onConfirm={() =>
          refund.mutate({ id: memberId, payment: payment.key }, { onSettled: () => setAsking(false) })
        }
        onCancel={() => setAsking(false)}
      />
    </>
  );
};

/** An owner gives the member a program, free (one running program at a time). */
const GiveProgram = ({ member }: { member: StudioMember }) => {
  const t = useT();
  const grant = useGrantProgram();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label={t('studio.member.giveProgram')}
        placeholder={t('studio.member.chooseProgram')}
        data={member.programs_on_offer.map((p) => ({ value: String(p.id), label: p.title }))}
        value={chosen}
        onChange={setChosen}
        w={260}
      />
      <Button
        variant="light"
        disabled={!chosen}
        loading={grant.isPending}
        onClick={() => chosen && grant.mutate({ id: member.id, programId: Number(chosen) })}
      >
        {t('studio.member.giveProgramButton')}
      </Button>
      {grant.error instanceof ApiError ? (
        <Text c="red" size="sm" role="alert">
          {grant.error.message}
        </Text>
      ) : null}
    </Group>
  );
};

const Actions = ({ member }: { member: StudioMember }) => {
  const t = useT();
  const reset = useSendReset();
  const cancel = useCancelMemberSubscription();
  const remove = useDeleteMember();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'reset' | 'cancel' | 'delete' | null>(null);
  const [typed, setTyped] = useState('');
  return (
    <Group gap="xs">
      <Button variant="light" onClick={() => setAsking('reset')}>
        {t('studio.member.sendReset')}
      </Button>
      {member.subscription && member.subscription.status !== 'canceled' ? (
        <Button variant="light" color="red" onClick={() => setAsking('cancel')}>
          {t('studio.member.cancelSubscription')}
        </Button>
      ) : null}
      {member.role === 'member' ? (
        <Button variant="subtle" color="red" onClick={() => setAsking('delete')}>
          {t('studio.member.deleteAccount')}
        </Button>
      ) : null}
      {reset.isSuccess ? (
        <Text c="teal" size="sm" role="status">
          {reset.data.message}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={asking === 'reset'}
        title={t('studio.member.resetTitle')}
        text={t('studio.member.resetText', { email: member.email })}
        confirmLabel={t('studio.member.resetConfirm')}
        pending={reset.isPending}
        onConfirm={() => reset.mutate(member.id, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'cancel'}
        title={t('studio.member.cancelTitle')}
        text={t('studio.member.cancelText')}
        confirmLabel={t('studio.member.cancelSubscription')}
        cancelLabel={t('studio.member.keepSubscription')}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(member.id, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title={t('studio.member.deleteTitle')}
        text={t('studio.member.deleteText')}
        confirmLabel={t('studio.member.deleteAccount')}
        pending={remove.isPending}
        confirmDisabled={typed.trim().toLowerCase() !== member.email}
        onConfirm={() =>
          remove.mutate(
            { id: member.id, email: typed },
            { onSuccess: () => navigate(consolePaths.members, { replace: true }) },
          )
        }
        onCancel={() => setAsking(null)}
      >
        <TextInput
          label={t('studio.member.deleteConfirmLabel', { email: member.email })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
        />
      </ConfirmDialog>
    </Group>
  );
};

const MemberDetails = ({ member: m }: { member: StudioMember }) => {
  const t = useT();
  const display = useDisplay();
  const statusWord = useStatusWord();
  const day = (date: string) => formatDate(date, display);
  const money = (amount: string) => formatMoney(amount, display);
  const sub = m.subscription;
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {m.name} {m.last_name}
        </Title>
        {m.premium ? (
          <Badge color="teal" variant="light">
            {t('studio.member.premium')}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        <Fact label={t('studio.member.email')}>{m.email}</Fact>
        <Fact label={t('studio.member.joined')}>{day(m.created_at)}</Fact>
        <Fact label={t('studio.member.role')}>{t(roleWord(m.role))}</Fact>
        <Fact label={t('studio.member.lastSignIn')}>
          {m.last_sign_in ? formatDateTime(m.last_sign_in, display) : t('studio.member.never')}
        </Fact>
        <Fact label={t('studio.member.lastWorkout')}>
          {m.last_workout ? formatDateTime(m.last_workout, display) : t('studio.member.noneYet')}
        </Fact>
        <Fact label={t('studio.member.timeZone')}>{m.time_zone}</Fact>
      </SimpleGrid>
      <Actions member={m} />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('studio.member.subscription')}
        </Title>
        {sub ? (
          <Text>
            {sub.trial_ends_at
              ? t('studio.member.subscriptionNowTrial', {
                  plan: planName(sub.plan),
                  price: money(sub.price),
                  status: statusWord(sub.status),
                  trialEnds: day(sub.trial_ends_at),
                  paidThrough: day(sub.paid_through),
                })
              : t('studio.member.subscriptionNow', {
                  plan: planName(sub.plan),
                  price: money(sub.price),
                  status: statusWord(sub.status),
                  paidThrough: day(sub.paid_through),
                })}
          </Text>
        ) : (
          <Text c="dimmed">{t('studio.member.noSubscription')}</Text>
        )}
        {m.subscriptions.length > 0 ? (
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            mt="sm"
            style={{ listStyle: 'none' }}
            aria-label={t('studio.member.history')}
          >
            {m.subscriptions.map((s) => {
              const entry = {
                created: day(s.created_at),
                plan: planName(s.plan),
                price: money(s.price),
                status: statusWord(s.status),
                paidThrough: day(s.paid_through),
              };
              return (
                <Text component="li" key={s.id} size="sm">
                  {s.canceled_at
                    ? t('studio.member.historyEntryCanceled', { ...entry, canceled: day(s.canceled_at) })
                    : t('studio.member.historyEntry', entry)}
                </Text>
              );
            })}
          </Stack>
        ) : null}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('studio.member.payments')}
        </Title>
        {m.payments.length === 0 ? (
          <Text c="dimmed">{t('studio.member.noPayments')}</Text>
        ) : (
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('studio.member.payments')}
          >
            {m.payments.map((p) => (
              <Group component="li" key={p.key} gap="xs" wrap="wrap" aria-label={p.what}>
                <Text>
                  {day(p.at)} · {p.what} · {money(p.amount)} · {statusWord(p.status)}
                </Text>
                {p.refundable ? <RefundButton memberId={m.id} payment={p} /> : null}
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('studio.member.programs')}
        </Title>
        <GiveProgram member={m} />
        {m.programs.length === 0 ? (
          <Text c="dimmed">{t('studio.member.noPrograms')}</Text>
        ) : (
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('studio.member.programs')}
          >
            {m.programs.map((p) => (
              <Text component="li" key={p.id}>
                {t('studio.member.programEntry', {
                  title: p.title,
                  status: statusWord(p.status),
                  from: day(p.starts_at),
                  to: day(p.ends_at),
                  price: money(p.price),
                })}
              </Text>
            ))}
          </Stack>
        )}
      </Paper>
    </>
  );
};

/** One member for the owner: subscription and history, payments, programs, activity; help (issue 17). */
export const MemberPage = () => {
  const t = useT();
  const member = useStudioMember(Number(useParams().id));
  return (
    <DetailShell
      back={{ to: consolePaths.members, label: t('studio.member.back') }}
      loads={[{ what: t('studio.member.loadWhat'), query: member }]}
      item={member.data}
    >
      {(m) => <MemberDetails member={m} />}
    </DetailShell>
  );
};
