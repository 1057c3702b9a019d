import { Box, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { BANNER_HEIGHT, SKELETONS } from '@studio/shared';

/** Stable keys for placeholder lists, which have nothing else to be keyed by. */
export const skeletonKeys = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
const SLIDER_KEYS = skeletonKeys(SKELETONS.sliders, 'slide');
const GRID_KEYS = skeletonKeys(SKELETONS.grids, 'tile');

const TileSkeleton = ({ testId }: { testId: string }) => (
  <Stack gap={8} data-testid={testId}>
    <Skeleton height={124} radius="md" />
    <Skeleton height={14} width="80%" radius="sm" />
    <Skeleton height={12} width="50%" radius="sm" />
  </Stack>
);

/** A slider's place while its library loads: 10 tiles (spec M9). */
export const SliderSkeleton = () => (
  <Stack gap="xs" aria-hidden>
    <Skeleton height={24} width={180} radius="sm" />
    <Group gap="md" wrap="nowrap" style={{ overflow: 'hidden' }}>
      {SLIDER_KEYS.map((key) => (
        <Box key={key} miw={220}>
          <TileSkeleton testId="slider-skeleton" />
        </Box>
      ))}
    </Group>
  </Stack>
);

/** A list's grid while its first page loads: 12 tiles (spec M9). */
export const GridSkeleton = () => (
  <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" aria-hidden>
    {GRID_KEYS.map((key) => (
      <TileSkeleton key={key} testId="grid-skeleton" />
    ))}
  </SimpleGrid>
);

/** A banner's place while it loads, at the banner's height (spec M9). */
export const BannerSkeleton = ({ height = BANNER_HEIGHT.onDemand }: { height?: number }) => (
  <Skeleton height={height} radius="lg" aria-hidden />
);
