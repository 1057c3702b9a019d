import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { type MouseEvent, Suspense, useState } from 'react';
import { useDisplay, useT } from '../../../lib/i18n';
import { lazyComponent } from '../../../lib/lazy-component';
import { useMe } from '../../accounts';
import { useDeleteSavedItems } from '../api/delete-saved-items';
import { listsForItem, listsHolding, namesText } from '../saved-kinds';
import { showSavedToast } from '../saved-toast';
import type { SavableItem } from './save-dialog';

// The dialog (with its list-name form) loads when a member first saves: the tiles come without it.
const SaveDialog = lazyComponent(
  () => import('./save-dialog'),
  (m) => m.SaveDialog,
);

type SaveButtonProps = {
  item: SavableItem;
  variant?: ActionIconProps['variant'];
  size?: ActionIconProps['size'];
  className?: string;
  /** Told when the save dialog opens and closes (a dialog below it gives up Escape meanwhile). */
  onDialogOpenChange?: (open: boolean) => void;
};

/**
 * The save button of a workout or recipe (spec M4): filled when one of the member's lists of the
 * item's kind holds it, and then tapping removes it from that list; otherwise it opens the save
 * dialog. The member's lists come with the user (loaded before any member page).
 */
export const SaveButton = ({
  item,
  variant = 'default',
  size = 'lg',
  className,
  onDialogOpenChange,
}: SaveButtonProps) => {
  const t = useT();
  const display = useDisplay();
  const allLists = useMe().data?.saved_lists ?? [];
  const holding = listsHolding(allLists, item);
  const [opened, setOpened] = useState(false);
  const remove = useDeleteSavedItems();
  const saved = holding.length > 0;

  const openDialog = (open: boolean) => {
    setOpened(open);
    onDialogOpenChange?.(open);
  };
  const onClick = (event: MouseEvent) => {
    // The button sits over a tile that opens details: a tap here is the button's alone.
    event.preventDefault();
    event.stopPropagation();
    if (!saved) {
      openDialog(true);
      return;
    }
    // Failures go to the shared handler; the button then stays filled.
    Promise.all(holding.map((list) => remove.mutateAsync({ listId: list.id, ids: [item.id] }))).then(
      (answers) => showSavedToast(answers[0]?.message),
      () => {},
    );
  };

  return (
    <>
      <ActionIcon
        variant={variant}
        radius="xl"
        size={size}
        className={className}
        loading={remove.isPending}
        aria-label={
          saved
            ? t('saved.button.remove', {
                title: item.title,
                lists: namesText(
                  holding.map((list) => list.name),
                  display,
                ),
              })
            : t('saved.button.save', { title: item.title })
        }
        onClick={onClick}
      >
        {saved ? <IconBookmarkFilled size={20} aria-hidden /> : <IconBookmark size={20} aria-hidden />}
      </ActionIcon>
      {/* Mounted only while open: a page shows many tiles, each with its button. */}
      {opened ? (
        <Suspense fallback={null}>
          <SaveDialog item={item} lists={listsForItem(allLists, item)} onClose={() => openDialog(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
