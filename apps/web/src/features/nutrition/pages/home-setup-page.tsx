import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { MealPlanPrompt } from '../components/meal-plan-prompt';

/** /page/home/setup/ (spec M2): where planning the week's meals starts, home's "setup meals" card leads here. */
export const HomeSetupPage = () => {
  const t = useT();
  const title = t('shared.homeCard.setupMealsTitle');
  useDocumentTitle(t('common.pageTitle', { page: title }));
  const { data: user } = useMe();
  if (!user) return <FullPageLoader />;
  return (
    <Stack maw={640} mx="auto" w="100%" py="md">
      <MealPlanPrompt
        title={title}
        titleOrder={1}
        invitation={
          user.program_in_progress
            ? {
                text: t('nutrition.setup.text'),
                to: paths.homeSetupMeals(),
                label: t('nutrition.setup.choose'),
              }
            : null
        }
      />
    </Stack>
  );
};
