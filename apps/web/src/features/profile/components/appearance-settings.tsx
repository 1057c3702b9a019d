import type { MessageId } from '@lingui/core';
import {
  type MantineColorScheme,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';

const CHOICES: { value: MantineColorScheme; label: MessageId }[] = [
  { value: 'light', label: 'profile.appearance.light' },
  { value: 'dark', label: 'profile.appearance.dark' },
  { value: 'auto', label: 'profile.appearance.system' },
];

/**
 * Light, dark or as the system says (issue 19, the default): kept in this browser, so each
 * device follows its own choice (a phone dark at night, the office computer light).
 */
export const AppearanceSection = () => {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('profile.appearance.title')}
      </Title>
      <Text size="sm" c="dimmed" id={descriptionId}>
        {t('profile.appearance.text')}
      </Text>
      <SegmentedControl
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={CHOICES.map(({ value, label }) => ({ value, label: t(label) }))}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        maw={360}
      />
    </Stack>
  );
};
