import { Button, FileInput, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleSection } from '../../shared/components/console-section';

type Upload = UseMutationResult<unknown, Error, { slot: string; file: File }>;

const ImageSlot = ({
  slot,
  label,
  url,
  upload,
}: {
  slot: string;
  label: string;
  url: string | null;
  upload: Upload;
}) => {
  const [file, setFile] = useState<File | null>(null);
  const mine = upload.variables?.slot === slot;
  return (
    <Stack gap="xs">
      {url ? (
        <Image src={url} alt={label} h={96} w="auto" fit="contain" radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          No {label.toLowerCase()} yet.
        </Text>
      )}
      <FileInput
        label={label}
        placeholder="Choose a png, jpeg or webp"
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
          Upload {label.toLowerCase()}
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
  slots: { slot: string; label: string; url: string | null }[];
  upload: Upload;
}) => (
  <ConsoleSection title="Images">
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {slots.map((s) => (
        <ImageSlot key={s.slot} {...s} upload={upload} />
      ))}
    </SimpleGrid>
  </ConsoleSection>
);
