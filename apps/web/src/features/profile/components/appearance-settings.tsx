import {
  type MantineColorScheme,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { useId } from 'react';

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

/**
 * Light, dark or as the system says (issue 19, the default): kept in this browser, so each
 * device follows its own choice (a phone dark at night, the office computer light).
 */
export const AppearanceSection = () => {
  const titleId = useId();
  const descriptionId = useId();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        Appearance
      </Title>
      <Text size="sm" c="dimmed" id={descriptionId}>
        Colour scheme on this device. System follows your device's light or dark setting.
      </Text>
      <SegmentedControl
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={CHOICES}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        maw={360}
      />
    </Stack>
  );
};
