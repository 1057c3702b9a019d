import { Anchor, Stack, VisuallyHidden } from '@mantine/core';
import type { ListSummary } from '@studio/shared';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { NoResults } from '../../../components/ui/no-results';
import { SliderSkeleton } from '../../../components/ui/skeletons';
import { Slide, Slider } from '../../../components/ui/slider';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { Trans } from '../../../lib/trans';
import { ItemCard, useList } from '../../library';
import { SaveButton } from '../../saved';

export const NUTRITION_STORE = 'nutrition';
const NO_FILTERS: readonly number[] = [];

/**
 * One nutrition category (a meal type in the demo) as a slider of its first page, sharing the
 * list page's cache; "see all" opens that page with ?filter=false (spec M2).
 */
export const CategorySlider = ({ list }: { list: ListSummary }) => {
  const t = useT();
  const page = useList({
    storeId: NUTRITION_STORE,
    listStoreId: 'categories',
    id: String(list.id),
    filters: NO_FILTERS,
  });
  const items = page.data?.pages[0]?.items;
  if (!items)
    return page.isError ? (
      <LoadError what={list.title} onRetry={() => void page.refetch()} />
    ) : (
      <div role="status" aria-busy="true" aria-label={t('nutrition.slider.loading', { title: list.title })}>
        <SliderSkeleton />
      </div>
    );
  return (
    <Stack gap={4}>
      <Slider title={list.title} count={items.length} kind="category">
        {items.length === 0 ? (
          <Slide>
            <NoResults message={t('shared.library.noResults')} />
          </Slide>
        ) : (
          items.map((item) => (
            <Slide key={`${item.kind}-${item.id}`}>
              <ItemCard item={item} storeId={NUTRITION_STORE} save={SaveButton} />
            </Slide>
          ))
        )}
      </Slider>
      <Anchor
        component={Link}
        to={`${paths.listDetails(NUTRITION_STORE, 'categories', list.id)}?filter=false`}
        size="sm"
        style={{ alignSelf: 'flex-end' }}
      >
        <Trans
          id="nutrition.slider.seeAll"
          values={{ title: list.title }}
          components={{ 0: <VisuallyHidden /> }}
        />
      </Anchor>
    </Stack>
  );
};
