import { Button, Modal, Radio, Stack } from '@mantine/core';
import { SAVED_LIST_KINDS, type SavedListKind } from '@studio/shared';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useCreateSavedList } from '../api/create-saved-list';
import { LIST_KIND_LABELS } from '../saved-kinds';
import { showSavedToast } from '../saved-toast';
import { ListNameForm } from './list-name-form';

type CreateListDialogProps = { initialKind: SavedListKind; onClose: () => void };

/** A new, empty list of either kind, from the saved page (mounted while open). */
export const CreateListDialog = ({ initialKind, onClose }: CreateListDialogProps) => {
  const t = useT();
  const [kind, setKind] = useState<SavedListKind>(initialKind);
  const create = useCreateSavedList();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('saved.create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('saved.dialog.close') }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('saved.create.kind')}
          value={kind}
          onChange={(value) => setKind(value as SavedListKind)}
        >
          <Stack gap="xs" mt="xs">
            {SAVED_LIST_KINDS.map((option) => (
              <Radio key={option} value={option} label={t(LIST_KIND_LABELS[option])} />
            ))}
          </Stack>
        </Radio.Group>
        <ListNameForm
          submitLabel={t('saved.create.submit')}
          pending={create.isPending}
          onSubmit={async (name) => {
            showSavedToast((await create.mutateAsync({ kind, name })).message);
            onClose();
          }}
          secondary={
            <Button variant="default" onClick={onClose}>
              {t('saved.dialog.cancel')}
            </Button>
          }
        />
      </Stack>
    </Modal>
  );
};
