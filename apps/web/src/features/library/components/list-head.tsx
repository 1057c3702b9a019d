import { Stack, Text, Title } from '@mantine/core';
import { BANNER_HEIGHT, type ListSummary } from '@studio/shared';
import { Banner } from './banner';

/**
 * The head of a list page: curated and trainer lists show a banner with their background, bio or
 * description and title image (spec M2); a category just its title.
 */
export const ListHead = ({ list }: { list: ListSummary }) =>
  list.list_store_id === 'categories' ? (
    <Stack gap={4}>
      <Title order={1}>{list.title}</Title>
      {list.description ? <Text c="dimmed">{list.description}</Text> : null}
    </Stack>
  ) : (
    <Banner
      title={list.title}
      text={list.bio || list.description}
      image={list.background_image ?? list.image}
      titleImage={list.title_image}
      height={BANNER_HEIGHT.onDemand}
    />
  );
