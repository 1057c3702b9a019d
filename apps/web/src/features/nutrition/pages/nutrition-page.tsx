import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Library } from '@studio/shared';
import { LoadError } from '../../../components/ui/load-error';
import { NoResults } from '../../../components/ui/no-results';
import { SliderSkeleton } from '../../../components/ui/skeletons';
import { Slide, Slider } from '../../../components/ui/slider';
import { useT } from '../../../lib/i18n';
import { ItemCard, ItemDetailsModal, useLibrary } from '../../library';
import { SaveButton } from '../../saved';
import { CategorySlider, NUTRITION_STORE } from '../components/category-slider';
import { YourWeek } from '../components/your-week';

/** Three sliders fill a screen while the library loads, each with 10 tiles (spec M9). */
const SKELETON_SLIDERS = ['first', 'second', 'third'];

const Recipes = ({ library }: { library: Library }) => {
  const t = useT();
  if (library.categories.length + library.latest.length === 0)
    return <NoResults message={t('shared.library.noResults')} />;
  return (
    <>
      {library.categories.length > 0 ? (
        <Stack component="section" aria-label={t('nutrition.page.byMealType')} gap="xl">
          {library.categories.map((list) => (
            <CategorySlider key={list.id} list={list} />
          ))}
        </Stack>
      ) : null}
      {library.latest.length > 0 ? (
        <Slider title={t('nutrition.page.latest')} count={library.latest.length}>
          {library.latest.map((item) => (
            <Slide key={`${item.kind}-${item.id}`}>
              <ItemCard item={item} storeId={NUTRITION_STORE} save={SaveButton} />
            </Slide>
          ))}
        </Slider>
      ) : null}
    </>
  );
};

/**
 * /page/nutrition (spec M2: "the nutrition page uses a different layout"): the member's week of
 * meals first, then the recipes by meal type (one slider per category) and the latest recipes.
 * Recipes are never locked and always open (spec M2).
 */
export const NutritionPage = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('nutrition.page.title') }));
  const library = useLibrary(NUTRITION_STORE);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('nutrition.page.title')}</Title>
        <Text c="dimmed">{t('nutrition.page.lead')}</Text>
      </Stack>
      <YourWeek />
      {library.data ? (
        <Recipes library={library.data} />
      ) : library.isError ? (
        <LoadError what={t('nutrition.recipes.loadWhat')} onRetry={() => void library.refetch()} />
      ) : (
        <Stack gap="xl" role="status" aria-busy="true" aria-label={t('nutrition.recipes.loading')}>
          {SKELETON_SLIDERS.map((key) => (
            <SliderSkeleton key={key} />
          ))}
        </Stack>
      )}
      <ItemDetailsModal storeId={NUTRITION_STORE} save={SaveButton} />
    </Stack>
  );
};
