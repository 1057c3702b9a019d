import { Button, Modal } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { useRenameSavedList } from '../api/rename-saved-list';
import { ListNameForm } from './list-name-form';

type RenameListDialogProps = {
  list: { id: number; name: string };
  onClose: () => void;
  /** After the server has taken the new name, with its message. */
  onRenamed: (message: string) => void;
};

/** Rename (spec M2): the name, prefilled, and save (mounted while open). */
export const RenameListDialog = ({ list, onClose, onRenamed }: RenameListDialogProps) => {
  const t = useT();
  const rename = useRenameSavedList();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('saved.rename.title')}
      centered
      closeButtonProps={{ 'aria-label': t('saved.dialog.close') }}
    >
      <ListNameForm
        defaultName={list.name}
        submitLabel={t('saved.rename.submit')}
        pending={rename.isPending}
        onSubmit={async (name) => onRenamed((await rename.mutateAsync({ id: list.id, name })).message)}
        secondary={
          <Button variant="default" onClick={onClose}>
            {t('saved.dialog.cancel')}
          </Button>
        }
      />
    </Modal>
  );
};
