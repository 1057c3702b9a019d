import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../../../lib/i18n';
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
}) => {
  const t = useT();
  return (
    <ConsoleSection title={t('studio.visibility.title')} align="flex-start">
      <Text size="sm">{hidden ? hiddenNote : shownNote}</Text>
      <Button variant="light" loading={toggle.isPending} onClick={() => toggle.mutate(!hidden)}>
        {hidden ? t('studio.visibility.show') : t('studio.visibility.hide')}
      </Button>
      <ToggleError toggle={toggle} />
    </ConsoleSection>
  );
};

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
}) => {
  const t = useT();
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          variant={hidden ? 'filled' : 'default'}
          loading={toggle.isPending}
          disabled={disabled}
          onClick={() => toggle.mutate(!hidden)}
        >
          {hidden ? t('studio.visibility.show') : t('studio.visibility.hide')}
        </Button>
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      </Group>
      <ToggleError toggle={toggle} />
    </>
  );
};
