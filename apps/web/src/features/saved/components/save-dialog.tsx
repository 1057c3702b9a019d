import type { MessageId } from '@lingui/core';
import { Alert, Button, Card, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ItemKind, SavedListKind, SavedListSummary } from '@studio/shared';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { apiErrorText } from '../../../lib/error-handler';
import { useT } from '../../../lib/i18n';
import { Trans } from '../../../lib/trans';
import { useCreateSavedList } from '../api/create-saved-list';
import { useSaveItem } from '../api/save-item';
import { itemCountText, listKindOf } from '../saved-kinds';
import { showSavedToast } from '../saved-toast';
import classes from './choice-card.module.css';
import { ListNameForm } from './list-name-form';
import { ListThumb } from './list-thumb';

const THUMB = 48;

const CHOOSE: Record<SavedListKind, MessageId> = {
  workout: 'saved.save.chooseWorkout',
  recipe: 'saved.save.chooseRecipe',
};

export type SavableItem = { id: number; kind: ItemKind; title: string };

type SaveDialogProps = {
  item: SavableItem;
  /** The member's lists of the item's kind. */
  lists: SavedListSummary[];
  onClose: () => void;
};

type ChoiceCardProps = {
  thumb: ReactNode;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/** One choice of the dialog: a card-sized button. */
const ChoiceCard = ({ thumb, disabled, onClick, children, ref }: ChoiceCardProps) => (
  <Card
    ref={ref}
    component="button"
    type="button"
    withBorder
    padding="sm"
    className={classes.choice}
    disabled={disabled}
    onClick={onClick}
  >
    <span className={classes.row}>
      {thumb}
      <span className={classes.text}>{children}</span>
    </span>
  </Card>
);

/**
 * Save to list (spec M4): the default state offers the member's lists of the item's kind and a
 * card to create one; that card turns the dialog into `new_list`, a name and a save button, which
 * creates the list of the item's kind and saves the item to it. Mounted while open: it starts in
 * the default state every time.
 */
export const SaveDialog = ({ item, lists, onClose }: SaveDialogProps) => {
  const t = useT();
  const [state, setState] = useState<'default' | 'new_list'>('default');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveItem();
  const create = useCreateSavedList();
  const kind = listKindOf(item.kind);
  const createCard = useRef<HTMLButtonElement>(null);
  // Back from new_list, the focus returns to the card that left for it.
  const backToLists = () => {
    flushSync(() => setState('default'));
    createCard.current?.focus();
  };

  const saveTo = async (listId: number) => {
    const answer = await save.mutateAsync({ id: item.id, kind: item.kind, list_id: listId });
    showSavedToast(answer.message);
    onClose();
  };
  const choose = (listId: number) => {
    setError(null);
    saveTo(listId).catch((cause: unknown) => setError(apiErrorText(cause)));
  };
  const createAndSave = async (name: string) => {
    const { saved_list: created } = await create.mutateAsync({ kind, name });
    // The list exists now: a failed save is told among the lists, where the new one shows.
    await saveTo(created.id).catch((cause: unknown) => {
      setState('default');
      setError(apiErrorText(cause));
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={state === 'new_list' ? t('saved.create.title') : t('saved.save.title', { title: item.title })}
      centered
      zIndex={300}
      closeButtonProps={{ 'aria-label': t('saved.dialog.close') }}
    >
      {state === 'new_list' ? (
        <ListNameForm
          submitLabel={t('saved.save.submit')}
          pending={create.isPending || save.isPending}
          onSubmit={createAndSave}
          secondary={
            <Button variant="default" onClick={backToLists}>
              {t('saved.save.backToLists')}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(CHOOSE[kind])}
          </Text>
          {/* One column at every width, names wrapping: two columns cut "Morning…" (issue 14). */}
          <Stack gap="sm">
            {lists.map((list) => (
              <ChoiceCard
                key={list.id}
                thumb={<ListThumb image={list.image} kind={list.kind} size={THUMB} />}
                disabled={save.isPending}
                onClick={() => choose(list.id)}
              >
                <Text component="span" fw={600} className={classes.name}>
                  <Trans
                    id="saved.save.saveTo"
                    values={{ name: list.name }}
                    components={{ 0: <VisuallyHidden component="span" /> }}
                  />
                </Text>
                <Text component="span" size="sm" c="dimmed">
                  {itemCountText(t, list.items.length)}
                </Text>
              </ChoiceCard>
            ))}
            <ChoiceCard
              ref={createCard}
              thumb={<ListThumb image={null} kind="new" size={THUMB} />}
              onClick={() => {
                setError(null);
                setState('new_list');
              }}
            >
              <Text component="span" fw={600}>
                {t('saved.save.createList')}
              </Text>
            </ChoiceCard>
          </Stack>
          {error ? (
            <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
};
