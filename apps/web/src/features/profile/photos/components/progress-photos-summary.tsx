import { AspectRatio, Button, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatShortDate, type PicturesSummary } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useDisplay, useT } from '../../../../lib/i18n';
import { Trans } from '../../../../lib/trans';
import { ProfileSection } from '../../components/profile-section';
import { uploadPhotoPath } from '../upload-link';

type SummaryPhotoProps = { label: string; alt: string; url: string | null; date: string | null };

const SummaryPhoto = ({ label, alt, url, date }: SummaryPhotoProps) => {
  const display = useDisplay();
  return url ? (
    <Stack component="figure" gap={4} m={0}>
      <AspectRatio ratio={3 / 4}>
        <Image src={url} alt={alt} radius="md" fit="cover" />
      </AspectRatio>
      <Text component="figcaption" size="sm">
        <Text span fw={600}>
          {label}
        </Text>
        {date && (
          <>
            {' · '}
            <time dateTime={date}>{formatShortDate(date, display)}</time>
          </>
        )}
      </Text>
    </Stack>
  ) : null;
};

/** Spec M2 "Profile": the latest and the first progress photos with their dates, and "See all". */
export const ProgressPhotosSummary = ({ pictures }: { pictures: PicturesSummary | undefined }) => {
  const t = useT();
  return (
    <ProfileSection
      title={t('profile.photos.title')}
      action={
        <Button
          component={Link}
          to={paths.progressPhotos}
          variant="subtle"
          size="compact-sm"
          // The title wraps beside it; the button keeps its whole label (Portuguese and Spanish run longer).
          style={{ flexShrink: 0 }}
        >
          {t('profile.summary.seeAll')}
        </Button>
      }
    >
      {pictures?.first || pictures?.last ? (
        <SimpleGrid cols={2} spacing="sm" maw={480}>
          <SummaryPhoto
            label={t('profile.summary.latest')}
            alt={t('profile.summary.latestAlt')}
            url={pictures.last}
            date={pictures.last_date}
          />
          <SummaryPhoto
            label={t('profile.summary.first')}
            alt={t('profile.summary.firstAlt')}
            url={pictures.first}
            date={pictures.first_date}
          />
        </SimpleGrid>
      ) : (
        <Text c="dimmed" size="sm">
          <Trans
            id="profile.summary.none"
            components={{
              0: <Text component={Link} to={uploadPhotoPath} c="var(--mantine-color-anchor)" inherit />,
            }}
          />
        </Text>
      )}
    </ProfileSection>
  );
};
