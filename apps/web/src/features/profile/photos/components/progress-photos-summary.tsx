import { AspectRatio, Button, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PicturesSummary } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { formatShortDate } from '../../../../lib/format';
import { ProfileSection } from '../../components/profile-section';
import { uploadPhotoPath } from '../upload-link';

type SummaryPhotoProps = { label: string; url: string | null; date: string | null };

const SummaryPhoto = ({ label, url, date }: SummaryPhotoProps) =>
  url ? (
    <Stack component="figure" gap={4} m={0}>
      <AspectRatio ratio={3 / 4}>
        <Image src={url} alt={`${label} progress photo`} radius="md" fit="cover" />
      </AspectRatio>
      <Text component="figcaption" size="sm">
        <Text span fw={600}>
          {label}
        </Text>
        {date && (
          <>
            {' · '}
            <time dateTime={date}>{formatShortDate(date)}</time>
          </>
        )}
      </Text>
    </Stack>
  ) : null;

/** Spec M2 "Profile": the latest and the first progress photos with their dates, and "See all". */
export const ProgressPhotosSummary = ({ pictures }: { pictures: PicturesSummary | undefined }) => (
  <ProfileSection
    title="Progress photos"
    action={
      <Button component={Link} to={paths.progressPhotos} variant="subtle" size="compact-sm">
        See all
      </Button>
    }
  >
    {pictures?.first || pictures?.last ? (
      <SimpleGrid cols={2} spacing="sm" maw={480}>
        <SummaryPhoto label="Latest" url={pictures.last} date={pictures.last_date} />
        <SummaryPhoto label="First" url={pictures.first} date={pictures.first_date} />
      </SimpleGrid>
    ) : (
      <Text c="dimmed" size="sm">
        No photos yet.{' '}
        <Text component={Link} to={uploadPhotoPath} c="var(--mantine-color-anchor)" inherit>
          Add your first photo
        </Text>
      </Text>
    )}
  </ProfileSection>
);
