import { Anchor, Avatar, Card, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ItemDetails } from '@studio/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NewTabHint } from '../../../components/ui/new-tab-hint';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="xs" component="section">
    <Title order={3} size="h4">
      {title}
    </Title>
    {children}
  </Stack>
);

/** Instructors link to their trainer page (spec M2); the trainers list takes the trainer's id. */
const Instructors = ({ trainers }: Pick<ItemDetails, 'trainers'>) => {
  const t = useT();
  return (
    <Section title={t('library.details.instructors')}>
      <Group gap="md">
        {trainers.map((trainer) => (
          <Anchor key={trainer.id} component={Link} to={paths.trainer(trainer.id)} underline="hover">
            <Group gap="xs" wrap="nowrap">
              <Avatar src={trainer.avatar} alt="" radius="xl" color="indigo">
                <span aria-hidden>{trainer.name.slice(0, 1)}</span>
              </Avatar>
              <Text fw={600}>{trainer.name}</Text>
            </Group>
          </Anchor>
        ))}
      </Group>
    </Section>
  );
};

/** Equipment, each linked to its shop in a new tab. */
const Products = ({ products }: Pick<ItemDetails, 'products'>) => {
  const t = useT();
  return (
    <Section title={t('library.details.equipment')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {products.map((product) => (
          <Card
            key={product.id}
            component="a"
            href={product.product_url}
            target="_blank"
            rel="noopener noreferrer"
            withBorder
            padding="sm"
          >
            <Group wrap="nowrap" align="flex-start">
              {product.image_url.url ? (
                <Image src={product.image_url.url} alt="" w={64} h={64} radius="sm" fit="cover" />
              ) : null}
              <Stack gap={2}>
                <Text fw={600}>
                  {product.name}
                  <NewTabHint />
                </Text>
                {product.description ? (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {product.description}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
};

/** What item details list under the banner (spec M2); a part without entries is left out. */
export const ItemDetailsSections = ({ item }: { item: ItemDetails }) => {
  const t = useT();
  return (
    <Stack gap="lg">
      {item.trainers.length > 0 ? <Instructors trainers={item.trainers} /> : null}
      {item.recipe_ingredients.length > 0 ? (
        <Section title={t('library.details.ingredients')}>
          <List spacing={4}>
            {item.recipe_ingredients.map((ingredient) => (
              <List.Item key={ingredient.id}>{ingredient.display_name}</List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      {item.preparation_guide.length > 0 ? (
        <Section title={t('library.details.preparation')}>
          <List type="ordered" spacing={6}>
            {item.preparation_guide.map((step, index) => (
              // Steps are plain text and may repeat; their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <List.Item key={index}>{step}</List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      {item.products.length > 0 ? <Products products={item.products} /> : null}
    </Stack>
  );
};
