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
import type { StudioMember } from '@studio/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ApiError } from '../../../../lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '../../../../lib/format';
import { PLAN_NAMES } from '../../../billing';
import { DetailShell } from '../../shared/components/detail-shell';
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
  const refund = useRefund();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
        Refund
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Refund ${formatMoney(payment.amount)}?`}
        text={`${payment.what}: the amount goes back to the member's card. A refunded program ends now.`}
        confirmLabel="Refund"
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
  const grant = useGrantProgram();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label="Give a program"
        placeholder="Choose a program"
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
        Give program
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
  const reset = useSendReset();
  const cancel = useCancelMemberSubscription();
  const remove = useDeleteMember();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'reset' | 'cancel' | 'delete' | null>(null);
  const [typed, setTyped] = useState('');
  return (
    <Group gap="xs">
      <Button variant="light" onClick={() => setAsking('reset')}>
        Send password reset
      </Button>
      {member.subscription && member.subscription.status !== 'canceled' ? (
        <Button variant="light" color="red" onClick={() => setAsking('cancel')}>
          Cancel subscription
        </Button>
      ) : null}
      {member.role === 'member' ? (
        <Button variant="subtle" color="red" onClick={() => setAsking('delete')}>
          Delete account
        </Button>
      ) : null}
      {reset.isSuccess ? (
        <Text c="teal" size="sm" role="status">
          {reset.data.message}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={asking === 'reset'}
        title="Send a password reset link?"
        text={`${member.email} gets a link to choose a new password, valid for an hour.`}
        confirmLabel="Send link"
        pending={reset.isPending}
        onConfirm={() => reset.mutate(member.id, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'cancel'}
        title="Cancel this subscription?"
        text="Nothing more is billed. Premium lasts until the end of the period already paid."
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(member.id, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title="Delete this account?"
        text="Their profile, lists, photos and history are deleted, and their subscription stops billing. Payment records stay, without their name. This cannot be undone."
        confirmLabel="Delete account"
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
          label={`Type ${member.email} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
        />
      </ConfirmDialog>
    </Group>
  );
};

const MemberDetails = ({ member: m }: { member: StudioMember }) => {
  const sub = m.subscription;
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {m.name} {m.last_name}
        </Title>
        {m.premium ? (
          <Badge color="teal" variant="light">
            Premium
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        <Fact label="E-mail">{m.email}</Fact>
        <Fact label="Joined">{formatDate(m.created_at)}</Fact>
        <Fact label="Role">{m.role}</Fact>
        <Fact label="Last sign-in">{m.last_sign_in ? formatDateTime(m.last_sign_in) : 'never'}</Fact>
        <Fact label="Last workout">{m.last_workout ? formatDateTime(m.last_workout) : 'none yet'}</Fact>
        <Fact label="Time zone">{m.time_zone}</Fact>
      </SimpleGrid>
      <Actions member={m} />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          Subscription
        </Title>
        {sub ? (
          <Text>
            {planName(sub.plan)}, {formatMoney(sub.price)} a period, {sub.status}
            {sub.trial_ends_at ? `, trial until ${formatDate(sub.trial_ends_at)}` : ''}, paid through{' '}
            {formatDate(sub.paid_through)}
          </Text>
        ) : (
          <Text c="dimmed">No subscription that bills.</Text>
        )}
        {m.subscriptions.length > 0 ? (
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            mt="sm"
            style={{ listStyle: 'none' }}
            aria-label="Subscription history"
          >
            {m.subscriptions.map((s) => (
              <Text component="li" key={s.id} size="sm">
                {formatDate(s.created_at)} · {planName(s.plan)}, {formatMoney(s.price)} · {s.status}
                {s.canceled_at ? ` on ${formatDate(s.canceled_at)}` : ''} · paid through{' '}
                {formatDate(s.paid_through)}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          Payments
        </Title>
        {m.payments.length === 0 ? (
          <Text c="dimmed">No payments.</Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Payments">
            {m.payments.map((p) => (
              <Group component="li" key={p.key} gap="xs" wrap="wrap" aria-label={p.what}>
                <Text>
                  {formatDate(p.at)} · {p.what} · {formatMoney(p.amount)} · {p.status}
                </Text>
                {p.refundable ? <RefundButton memberId={m.id} payment={p} /> : null}
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          Programs
        </Title>
        <GiveProgram member={m} />
        {m.programs.length === 0 ? (
          <Text c="dimmed">No programs bought.</Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Programs">
            {m.programs.map((p) => (
              <Text component="li" key={p.id}>
                {p.title} · {p.status} · {formatDate(p.starts_at)} to {formatDate(p.ends_at)} ·{' '}
                {formatMoney(p.price)}
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
  const member = useStudioMember(Number(useParams().id));
  return (
    <DetailShell
      back={{ to: consolePaths.members, label: 'Members' }}
      loads={[{ what: 'The member', query: member }]}
      item={member.data}
    >
      {(m) => <MemberDetails member={m} />}
    </DetailShell>
  );
};
