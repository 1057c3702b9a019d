import { Button, Modal } from '@mantine/core';
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
  const rename = useRenameSavedList();
  return (
    <Modal opened onClose={onClose} title="Rename list" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <ListNameForm
        defaultName={list.name}
        submitLabel="Save"
        pending={rename.isPending}
        onSubmit={async (name) => onRenamed((await rename.mutateAsync({ id: list.id, name })).message)}
        secondary={
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </Modal>
  );
};
