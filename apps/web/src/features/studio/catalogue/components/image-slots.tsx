import { Button, FileInput, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MessageId } from '@studio/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { ConsoleSection } from '../../shared/components/console-section';

type Upload = UseMutationResult<unknown, Error, { slot: string; file: File }>;

/** The image slots of trainers and lists, the server's names for them. */
type ImageSlotId = 'avatar' | 'background_image' | 'title_image' | 'image';

/** Each slot's words: its name, its absence, its upload button (whole sentences in every language). */
const SLOT_WORDS: Record<ImageSlotId, { label: MessageId; none: MessageId; upload: MessageId }> = {
  avatar: {
    label: 'catalogue.images.avatar',
    none: 'catalogue.images.avatarNone',
    upload: 'catalogue.images.avatarUpload',
  },
  background_image: {
    label: 'catalogue.images.background',
    none: 'catalogue.images.backgroundNone',
    upload: 'catalogue.images.backgroundUpload',
  },
  title_image: {
    label: 'catalogue.images.titleImage',
    none: 'catalogue.images.titleImageNone',
    upload: 'catalogue.images.titleImageUpload',
  },
  image: {
    label: 'catalogue.images.tile',
    none: 'catalogue.images.tileNone',
    upload: 'catalogue.images.tileUpload',
  },
};

const ImageSlot = ({ slot, url, upload }: { slot: ImageSlotId; url: string | null; upload: Upload }) => {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const mine = upload.variables?.slot === slot;
  const words = SLOT_WORDS[slot];
  const label = t(words.label);
  return (
    <Stack gap="xs">
      {url ? (
        <Image src={url} alt={label} h={96} w="auto" fit="contain" radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          {t(words.none)}
        </Text>
      )}
      <FileInput
        label={label}
        placeholder={t('catalogue.images.placeholder')}
        accept="image/png,image/jpeg,image/webp"
        value={file}
        onChange={setFile}
        clearable
        error={mine ? upload.error?.message : undefined}
      />
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={!file}
          loading={mine && upload.isPending}
          onClick={() => file && upload.mutate({ slot, file }, { onSuccess: () => setFile(null) })}
        >
          {t(words.upload)}
        </Button>
      </Group>
    </Stack>
  );
};

/** A page's images, each uploaded on its own (the server re-encodes it). */
export const ImageSlots = ({
  slots,
  upload,
}: {
  slots: { slot: ImageSlotId; url: string | null }[];
  upload: Upload;
}) => {
  const t = useT();
  return (
    <ConsoleSection title={t('catalogue.images.title')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {slots.map((s) => (
          <ImageSlot key={s.slot} {...s} upload={upload} />
        ))}
      </SimpleGrid>
    </ConsoleSection>
  );
};
