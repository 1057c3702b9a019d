import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconEdit, IconPencil, IconTrash } from '@tabler/icons-react';

export type SavedListAction = 'rename' | 'edit' | 'delete';

type SavedListMenuProps = { listName: string; canEdit: boolean; onAction: (action: SavedListAction) => void };

const ICON = { size: 16, 'aria-hidden': true } as const;

/** The list's actions (spec M2, M4): rename, edit (choose items to remove) and delete. */
export const SavedListMenu = ({ listName, canEdit, onAction }: SavedListMenuProps) => (
  <Menu position="bottom-end" withinPortal>
    <Menu.Target>
      <ActionIcon variant="default" size="lg" radius="xl" aria-label={`Actions for ${listName}`}>
        <IconDotsVertical size={20} aria-hidden />
      </ActionIcon>
    </Menu.Target>
    <Menu.Dropdown>
      <Menu.Item leftSection={<IconPencil {...ICON} />} onClick={() => onAction('rename')}>
        Rename
      </Menu.Item>
      <Menu.Item leftSection={<IconEdit {...ICON} />} disabled={!canEdit} onClick={() => onAction('edit')}>
        Edit
      </Menu.Item>
      <Menu.Item color="red" leftSection={<IconTrash {...ICON} />} onClick={() => onAction('delete')}>
        Delete
      </Menu.Item>
    </Menu.Dropdown>
  </Menu>
);
