import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type AuditEntry, formatDateTime, type MessageId } from '@studio/shared';
import { LoadError } from '../../../../components/ui/load-error';
import { useDisplay, useT } from '../../../../lib/i18n';
import { Trans } from '../../../../lib/trans';
import { useAuditLog } from '../api/staff';

type Change = { before: unknown; after: unknown };

const field = (value: unknown, key: string): string | undefined => {
  const found = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' ? found : undefined;
};

type Translate = ReturnType<typeof useT>;

/** Each action in words; an action without its own falls back to its name and target. */
const SENTENCES: Record<string, (t: Translate, change: Change) => string | undefined> = {
  'staff.role': (t, { before, after }) => {
    const email = field(after, 'email');
    const [from, to] = [field(before, 'role'), field(after, 'role')];
    return email && to ? t('studio.audit.role', { email, role: to, was: from ?? 'member' }) : undefined;
  },
  // The storefront (issue 38): what changed is in the entry's details.
  'storefront.content': (t) => t('studio.audit.storefrontContent'),
  'storefront.hero_image': (t, { after }) =>
    field(after, 'hero_image') ? t('studio.audit.storefrontHero') : t('studio.audit.storefrontHeroRemoved'),
  'storefront.invite_rewards': (t) => t('studio.audit.inviteRewards'),
  'gift.refund': (t) => t('studio.audit.giftRefund'),
};

const OFFER_SENTENCES: Record<string, MessageId> = {
  create: 'studio.audit.offerCreate',
  pause: 'studio.audit.offerPause',
  resume: 'studio.audit.offerResume',
  end: 'studio.audit.offerEnd',
};

/** `offer.premium.pause` and the like: "Paused premium code SPRING25". */
const offerSentence = (t: Translate, entry: AuditEntry): string | undefined => {
  const [, kind, verb] = entry.action.split('.');
  const code = field(entry.after, 'code');
  const said = verb && Object.hasOwn(OFFER_SENTENCES, verb) ? OFFER_SENTENCES[verb] : undefined;
  return said && code ? t(said, { kind, code }) : undefined;
};

const LIVE_SENTENCES: Record<string, MessageId> = {
  create: 'studio.audit.liveCreate',
  update: 'studio.audit.liveUpdate',
  cancel: 'studio.audit.liveCancel',
};

/** `live.create` and the like: "Scheduled the live class Friday power hour". */
const liveSentence = (t: Translate, entry: AuditEntry): string | undefined => {
  const verb = entry.action.split('.')[1] ?? '';
  const said = Object.hasOwn(LIVE_SENTENCES, verb) ? LIVE_SENTENCES[verb] : undefined;
  const title = field(entry.after, 'title') ?? field(entry.before, 'title');
  return said && title ? t(said, { title }) : undefined;
};

const PROGRAM_SENTENCES: Record<string, MessageId> = {
  create: 'studio.audit.programCreate',
  update: 'studio.audit.programUpdate',
  show: 'studio.audit.programShow',
  hide: 'studio.audit.programHide',
};

/** `program.show` and the like: "Showed the program Core builder to members". */
const programSentence = (t: Translate, entry: AuditEntry): string | undefined => {
  const verb = entry.action.split('.')[1] ?? '';
  const said = Object.hasOwn(PROGRAM_SENTENCES, verb) ? PROGRAM_SENTENCES[verb] : undefined;
  const title = field(entry.after, 'title') ?? field(entry.before, 'title');
  return said && title ? t(said, { title }) : undefined;
};

export const describeEntry = (t: Translate, entry: AuditEntry): string =>
  (entry.action.startsWith('offer.')
    ? offerSentence(t, entry)
    : entry.action.startsWith('live.')
      ? liveSentence(t, entry)
      : entry.action.startsWith('program.')
        ? programSentence(t, entry)
        : Object.hasOwn(SENTENCES, entry.action)
          ? SENTENCES[entry.action]?.(t, entry)
          : undefined) ?? t('studio.audit.fallback', { action: entry.action, target: entry.target });

const Entry = ({ entry }: { entry: AuditEntry }) => {
  const t = useT();
  const display = useDisplay();
  const said = describeEntry(t, entry);
  return (
    <Paper component="li" withBorder p="sm" aria-label={said}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {formatDateTime(entry.at, display)}
        </Text>
        <Text size="sm" c="dimmed">
          · {entry.actor?.email ?? t('studio.audit.commandLine')}
        </Text>
      </Group>
      <Text>{said}</Text>
      <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        <Trans
          id="studio.audit.details"
          values={{
            action: entry.action,
            target: entry.target,
            before: JSON.stringify(entry.before),
            after: JSON.stringify(entry.after),
          }}
          components={{ 0: <Code />, 1: <Code /> }}
        />
      </Text>
    </Paper>
  );
};

/** Owners read what staff changed, newest first (issue 17). */
export const AuditPage = () => {
  const t = useT();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('studio.audit.title')}
      </Title>
      {log.isError ? (
        <LoadError
          what={t('studio.audit.loadWhat')}
          onRetry={() => log.refetch()}
          retrying={log.isFetching}
        />
      ) : log.isSuccess && entries.length === 0 ? (
        <Text c="dimmed">{t('studio.audit.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('studio.audit.list')}
        >
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {log.hasNextPage ? (
        <Button
          variant="light"
          onClick={() => log.fetchNextPage()}
          loading={log.isFetchingNextPage}
          w="fit-content"
        >
          {t('studio.audit.older')}
        </Button>
      ) : null}
    </Stack>
  );
};
