import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { Slide, Slider } from '../../../components/ui/slider';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useLibrary } from '../api/get-library';

/**
 * The store's categories as a chip slider on a list's page (spec M2 "chip sliders"; where they
 * belong was decided in issue 34): a member moves between categories without going back. A chip
 * goes to `/page/{store}/categories/{id}/` (spec M2's chip navigation; on nutrition with
 * `?filter=false`), the category shown is marked, and under 5 chips there are no arrows. The
 * categories come from the store's library, cached when the member came from the store's page; a
 * failed read only leaves the chips out.
 */
export const CategoryChips = ({ storeId, current }: { storeId: string; current: number | null }) => {
  const t = useT();
  const library = useLibrary(storeId, { quiet: true });
  const categories = library.data?.categories ?? [];
  if (categories.length === 0) return null;
  const query = storeId === 'nutrition' ? '?filter=false' : '';
  return (
    <Slider title={t('library.section.categories')} count={categories.length} kind="chip" slideWidth="auto">
      {categories.map((category) => {
        const here = category.id === current;
        return (
          <Slide key={category.id}>
            <Button
              component={Link}
              to={`${paths.listDetails(storeId, 'categories', category.id)}${query}`}
              radius="xl"
              size="compact-md"
              variant={here ? 'filled' : 'default'}
              aria-current={here ? 'page' : undefined}
            >
              {category.title}
            </Button>
          </Slide>
        );
      })}
    </Slider>
  );
};
