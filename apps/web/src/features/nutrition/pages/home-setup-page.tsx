import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@studio/shared';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { MealPlanPrompt } from '../components/meal-plan-prompt';

const WEEKLY_PLAN =
  'Choose a diet, then the recipes you like for breakfast, lunch, snack and dinner. ' +
  'Your days take turns with them all week, and home shows today’s meals.';

/** /page/home/setup/ (spec M2): where planning the week's meals starts, home's "setup meals" card leads here. */
export const HomeSetupPage = () => {
  const title = t('common.homeCard.setupMealsTitle');
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  const { data: user } = useMe();
  if (!user) return <FullPageLoader />;
  return (
    <Stack maw={640} mx="auto" w="100%" py="md">
      <MealPlanPrompt
        title={title}
        titleOrder={1}
        invitation={
          user.program_in_progress
            ? { text: WEEKLY_PLAN, to: paths.homeSetupMeals(), label: 'Choose my diet' }
            : null
        }
      />
    </Stack>
  );
};
