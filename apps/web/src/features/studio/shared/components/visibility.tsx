import { Button, Group, Text } from '@mantine/core';
import { ConsoleSection } from './console-section';

/** The call that hides a thing from members or shows it again (each kind's `use…Hidden` hook). */
type HiddenToggle = {
  mutate: (hidden: boolean) => void;
  isPending: boolean;
  error: Error | null;
};

const ToggleError = ({ toggle }: { toggle: HiddenToggle }) =>
  toggle.error ? (
    <Text c="red" size="sm" role="alert">
      {toggle.error.message}
    </Text>
  ) : null;

/** A list's or trainer's Visibility section: what members see now, and the button that changes it. */
export const VisibilitySection = ({
  hidden,
  hiddenNote,
  shownNote,
  toggle,
}: {
  hidden: boolean;
  hiddenNote: string;
  shownNote: string;
  toggle: HiddenToggle;
}) => (
  <ConsoleSection title="Visibility" align="flex-start">
    <Text size="sm">{hidden ? hiddenNote : shownNote}</Text>
    <Button variant="light" loading={toggle.isPending} onClick={() => toggle.mutate(!hidden)}>
      {hidden ? 'Show to members' : 'Hide from members'}
    </Button>
    <ToggleError toggle={toggle} />
  </ConsoleSection>
);

/** A workout's or recipe's show/hide button under its title, with what members see now. */
export const VisibilityButton = ({
  hidden,
  note,
  disabled,
  toggle,
}: {
  hidden: boolean;
  note: string;
  disabled?: boolean;
  toggle: HiddenToggle;
}) => (
  <>
    <Group gap="sm" wrap="wrap">
      <Button
        variant={hidden ? 'filled' : 'default'}
        loading={toggle.isPending}
        disabled={disabled}
        onClick={() => toggle.mutate(!hidden)}
      >
        {hidden ? 'Show to members' : 'Hide from members'}
      </Button>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </Group>
    <ToggleError toggle={toggle} />
  </>
);
