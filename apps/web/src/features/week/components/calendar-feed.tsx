import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';

/**
 * The private calendar feed (ICS): its secret URL to copy into any calendar app, and a reset that
 * ends the old URL (for a link shared by mistake). The server keeps only the link's hash, so the
 * link shows once, when it is made; later visits offer a new one.
 */
export const CalendarFeed = ({ hasFeed }: { hasFeed: boolean }) => {
  const headingId = useId();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = reset.data?.feed_url;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Calendar feed
        </Title>
        <Text size="sm" c="dimmed">
          Subscribe to this private link in your calendar app to see program days, live classes and planned
          workouts with reminders, and your meal plan's meals. Anyone with the link can see them.
        </Text>
        {url ? (
          <>
            <Text size="sm">Copy it now: for your privacy, Studio cannot show this link again.</Text>
            <TextInput
              label="Your calendar link"
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="sm">
              <CopyButton value={url}>
                {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Link copied' : 'Copy link'}</Button>}
              </CopyButton>
              <Button variant="default" onClick={() => setConfirming(true)}>
                Reset link
              </Button>
            </Group>
          </>
        ) : hasFeed ? (
          <>
            <Text size="sm">
              Your calendar link is on. Studio cannot show it again: if you need it, make a new one (the
              current link stops working).
            </Text>
            <Group>
              <Button variant="default" onClick={() => setConfirming(true)}>
                Reset link
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button onClick={() => reset.mutate()} loading={reset.isPending}>
              Get calendar link
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Reset calendar link?"
        text="The current link stops working; calendars subscribed to it need the new one."
        confirmLabel="Reset link"
        pending={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
};
