import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconEdit, IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

export type SavedListAction = 'rename' | 'edit' | 'delete';

type SavedListMenuProps = { listName: string; canEdit: boolean; onAction: (action: SavedListAction) => void };

const ICON = { size: 16, 'aria-hidden': true } as const;

/** The list's actions (spec M2, M4): rename, edit (choose items to remove) and delete. */
export const SavedListMenu = ({ listName, canEdit, onAction }: SavedListMenuProps) => {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t('saved.menu.actions', { name: listName })}
        >
          <IconDotsVertical size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil {...ICON} />} onClick={() => onAction('rename')}>
          {t('saved.menu.rename')}
        </Menu.Item>
        <Menu.Item leftSection={<IconEdit {...ICON} />} disabled={!canEdit} onClick={() => onAction('edit')}>
          {t('saved.menu.edit')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash {...ICON} />} onClick={() => onAction('delete')}>
          {t('saved.menu.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
