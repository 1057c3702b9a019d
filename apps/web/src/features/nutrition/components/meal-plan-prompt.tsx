import { Button, Card, Group, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';

import { IconCalendarWeek } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

export type PlanInvitation = { text: string; to: string; label: string };

type MealPlanPromptProps = {
  title: string;
  /**
   * What planning means and where it starts; null without a running program, since a meal plan
   * belongs to the program (DESIGN 3a): the member is then sent to the programs.
   */
  invitation: PlanInvitation | null;
  titleOrder?: TitleOrder;
};

/** The invitation to plan a week of meals, or, with no running program, the way to get one. */
export const MealPlanPrompt = ({ title, invitation, titleOrder = 2 }: MealPlanPromptProps) => {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconCalendarWeek size={24} />
        </ThemeIcon>
        <Stack gap="xs" align="flex-start">
          <Title order={titleOrder} size="h3">
            {title}
          </Title>
          <Text>{invitation ? invitation.text : t('shared.nutrition.programRequired')}</Text>
          <Button component={Link} to={invitation ? invitation.to : paths.programs}>
            {invitation ? invitation.label : t('nutrition.prompt.seePrograms')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
};
