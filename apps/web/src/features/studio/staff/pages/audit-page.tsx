import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AuditEntry } from '@studio/shared';
import { LoadError } from '../../../../components/ui/load-error';
import { formatDateTime } from '../../../../lib/format';
import { useAuditLog } from '../api/staff';

type Change = { before: unknown; after: unknown };

const field = (value: unknown, key: string): string | undefined => {
  const found = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' ? found : undefined;
};

/** Each action in words; an action without its own falls back to its name and target. */
const SENTENCES: Record<string, (change: Change) => string | undefined> = {
  'staff.role': ({ before, after }) => {
    const email = field(after, 'email');
    const [from, to] = [field(before, 'role'), field(after, 'role')];
    return email && to
      ? `Made ${email} ${to === 'member' ? 'a member again' : `a ${to}`} (was ${from})`
      : undefined;
  },
};

const OFFER_VERBS: Record<string, string> = {
  create: 'Made',
  pause: 'Paused',
  resume: 'Resumed',
  end: 'Ended',
};

/** `offer.premium.pause` and the like: "Paused premium code SPRING25". */
const offerSentence = (entry: AuditEntry): string | undefined => {
  const [, kind, verb] = entry.action.split('.');
  const code = field(entry.after, 'code');
  const said = verb ? OFFER_VERBS[verb] : undefined;
  return said && code ? `${said} ${kind} code ${code}` : undefined;
};

const LIVE_VERBS: Record<string, string> = { create: 'Scheduled', update: 'Changed', cancel: 'Cancelled' };

/** `live.create` and the like: "Scheduled the live class Friday power hour". */
const liveSentence = (entry: AuditEntry): string | undefined => {
  const said = LIVE_VERBS[entry.action.split('.')[1] ?? ''];
  const title = field(entry.after, 'title') ?? field(entry.before, 'title');
  return said && title ? `${said} the live class ${title}` : undefined;
};

const PROGRAM_SENTENCES: Record<string, (title: string) => string> = {
  create: (title) => `Made the program ${title} (a hidden draft)`,
  update: (title) => `Changed the program ${title}`,
  show: (title) => `Showed the program ${title} to members`,
  hide: (title) => `Hid the program ${title} from new buyers`,
};

/** `program.show` and the like: "Showed the program Core builder to members". */
const programSentence = (entry: AuditEntry): string | undefined => {
  const say = PROGRAM_SENTENCES[entry.action.split('.')[1] ?? ''];
  const title = field(entry.after, 'title') ?? field(entry.before, 'title');
  return say && title ? say(title) : undefined;
};

export const describeEntry = (entry: AuditEntry): string =>
  (entry.action.startsWith('offer.')
    ? offerSentence(entry)
    : entry.action.startsWith('live.')
      ? liveSentence(entry)
      : entry.action.startsWith('program.')
        ? programSentence(entry)
        : SENTENCES[entry.action]?.(entry)) ?? `${entry.action} on ${entry.target}`;

const Entry = ({ entry }: { entry: AuditEntry }) => (
  <Paper component="li" withBorder p="sm" aria-label={describeEntry(entry)}>
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {formatDateTime(entry.at)}
      </Text>
      <Text size="sm" c="dimmed">
        · {entry.actor?.email ?? 'command line'}
      </Text>
    </Group>
    <Text>{describeEntry(entry)}</Text>
    <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
      {entry.action} · {entry.target} · before <Code>{JSON.stringify(entry.before)}</Code> after{' '}
      <Code>{JSON.stringify(entry.after)}</Code>
    </Text>
  </Paper>
);

/** Owners read what staff changed, newest first (issue 17). */
export const AuditPage = () => {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Audit log
      </Title>
      {log.isError ? (
        <LoadError what="The audit log" onRetry={() => log.refetch()} retrying={log.isFetching} />
      ) : log.isSuccess && entries.length === 0 ? (
        <Text c="dimmed">No staff changes yet.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Audit log">
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
          Older changes
        </Button>
      ) : null}
    </Stack>
  );
};
