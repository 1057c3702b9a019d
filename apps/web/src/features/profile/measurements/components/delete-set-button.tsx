import { ActionIcon, Button } from '@mantine/core';
import type { MeasurementSet } from '@studio/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useDisplay, useT } from '../../../../lib/i18n';
import { useDeleteMeasurement } from '../api/delete-measurement';
import { setDate } from '../measure-words';

type DeleteSetButtonProps = {
  set: MeasurementSet;
  userId: number;
  /** An icon in the list, a labelled button in the detail. */
  variant: 'icon' | 'button';
};

/** Spec M2: deleting a set asks first (cancel or delete). */
export const DeleteSetButton = ({ set, userId, variant }: DeleteSetButtonProps) => {
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const display = useDisplay();
  const deleteMeasurement = useDeleteMeasurement();
  const date = setDate(set, display);
  const name = t('profile.deleteSet.name', { date });

  const remove = () =>
    deleteMeasurement.mutate({ userId, setId: set.id }, { onSuccess: () => setConfirming(false) });

  return (
    <>
      {variant === 'icon' ? (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={name}
          onClick={() => setConfirming(true)}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          aria-label={name}
          onClick={() => setConfirming(true)}
        >
          {t('profile.delete')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('profile.deleteSet.title')}
        text={t('profile.deleteSet.text', { date })}
        confirmLabel={t('profile.delete')}
        pending={deleteMeasurement.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
