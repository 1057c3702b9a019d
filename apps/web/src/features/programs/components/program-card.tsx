import { AspectRatio, Box, Card, Group, Image, Text, Title } from '@mantine/core';
import type { Program } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDisplay, useT } from '../../../lib/i18n';
import { priceText } from '../program-words';
import { ProgramStateBadge } from './program-state-badge';

/** A program in the list (spec M2): its banner, title, weeks, price and the member's state; opens its details. */
export const ProgramCard = ({ program }: { program: Program }) => {
  const t = useT();
  const display = useDisplay();
  return (
    <Card component={Link} to={paths.programDetails(program.id)} withBorder padding="md" radius="md">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {program.banner_url ? <Image src={program.banner_url} alt="" /> : <Box bg="dark.6" />}
        </AspectRatio>
      </Card.Section>
      <Group justify="space-between" align="flex-start" gap="xs" mt="sm" wrap="nowrap">
        <Title order={2} size="h4" lineClamp={2}>
          {program.title}
        </Title>
        <ProgramStateBadge program={program} />
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t('programs.weeks', { count: program.duration })} · {priceText(program.price, display)}
      </Text>
    </Card>
  );
};
