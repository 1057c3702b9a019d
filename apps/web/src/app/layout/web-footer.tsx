import { ActionIcon, Anchor, Box, Container, Group, Text } from '@mantine/core';
import { APP_VERSION, type MessageId, PRODUCT_NAME } from '@studio/shared';
import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube } from '@tabler/icons-react';
import { NewTabHint } from '../../components/ui/new-tab-hint';
import { externalLinks } from '../../config/paths';
import { useT } from '../../lib/i18n';

const LINKS: readonly { label: MessageId; href: string }[] = [
  { label: 'frame.footer.community', href: externalLinks.community },
  { label: 'frame.footer.aboutUs', href: externalLinks.aboutUs },
  { label: 'frame.footer.mobileApp', href: externalLinks.mobileApp },
];

/** The networks' names are brands: the same in every language. */
const SOCIAL = [
  // i18n-exempt: a brand
  { label: 'Instagram', href: externalLinks.instagram, Icon: IconBrandInstagram },
  // i18n-exempt: a brand
  { label: 'Facebook', href: externalLinks.facebook, Icon: IconBrandFacebook },
  // i18n-exempt: a brand
  { label: 'YouTube', href: externalLinks.youtube, Icon: IconBrandYoutube },
] as const;

/** The web footer (spec A2): community, about us, mobile app, social links and the version. */
export const WebFooter = () => {
  const t = useT();
  return (
    <Box
      component="footer"
      mt="xl"
      py="lg"
      bg="var(--studio-color-muted-surface)"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="md">
          <Group gap="lg">
            {LINKS.map(({ label, href }) => (
              <Anchor key={label} href={href} target="_blank" rel="noopener noreferrer" size="sm">
                {t(label)}
                <NewTabHint />
              </Anchor>
            ))}
          </Group>
          <Group gap="xs">
            {SOCIAL.map(({ label, href, Icon }) => (
              <ActionIcon
                key={label}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="dark"
                size="lg"
                aria-label={t('frame.footer.social', { product: PRODUCT_NAME, network: label })}
              >
                <Icon size={20} aria-hidden />
              </ActionIcon>
            ))}
            <Text size="sm" c="dimmed" ml="sm">
              {PRODUCT_NAME} {APP_VERSION}
            </Text>
          </Group>
        </Group>
      </Container>
    </Box>
  );
};
