import { ActionIcon, Anchor, Box, Container, Group, Text } from '@mantine/core';
import { APP_VERSION, PRODUCT_NAME } from '@studio/shared';
import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube } from '@tabler/icons-react';
import { NewTabHint } from '../../components/ui/new-tab-hint';
import { externalLinks } from '../../config/paths';

const LINKS = [
  { label: 'Community', href: externalLinks.community },
  { label: 'About us', href: externalLinks.aboutUs },
  { label: 'Mobile app', href: externalLinks.mobileApp },
] as const;

const SOCIAL = [
  { label: 'Instagram', href: externalLinks.instagram, Icon: IconBrandInstagram },
  { label: 'Facebook', href: externalLinks.facebook, Icon: IconBrandFacebook },
  { label: 'YouTube', href: externalLinks.youtube, Icon: IconBrandYoutube },
] as const;

/** The web footer (spec A2): community, about us, mobile app, social links and the version. */
export const WebFooter = () => (
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
              {label}
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
              aria-label={`${PRODUCT_NAME} on ${label} (opens in a new tab)`}
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
