import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { SavedList } from '@studio/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { NoResults } from '../../../components/ui/no-results';
import { GridSkeleton } from '../../../components/ui/skeletons';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { ItemDetailsModal } from '../../library';
import { useDeleteSavedItems } from '../api/delete-saved-items';
import { useDeleteSavedList } from '../api/delete-saved-list';
import { useSavedList } from '../api/get-saved-list';
import { itemCountText, LIST_KIND_LABELS, SAVED_DETAILS_FROM, storeOfList } from '../saved-kinds';
import { showSavedToast } from '../saved-toast';
import { ListNotFound } from './list-not-found';
import { RenameListDialog } from './rename-list-dialog';
import { SaveButton } from './save-button';
import { SavedEditBar } from './saved-edit-bar';
import { SavedItemsGrid } from './saved-items-grid';
import { type SavedListAction, SavedListMenu } from './saved-list-menu';

const BackLink = () => {
  const t = useT();
  return (
    <Anchor component={Link} to={paths.saved()} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('saved.detail.back')}
      </Group>
    </Anchor>
  );
};

type Dialog = 'rename' | 'delete' | 'delete-items' | null;

/** One loaded list: its items, the menu and what the menu's actions open (spec M2, M4, M5). */
const ListContent = ({ list }: { list: SavedList }) => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: list.name }));
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const deleteList = useDeleteSavedList();
  const deleteItems = useDeleteSavedItems();
  const storeId = storeOfList(list.kind);

  // After rename, delete or deleting items the page returns to the lists (spec M4).
  const done = (message: string) => {
    showSavedToast(message);
    void navigate(paths.saved());
  };
  const onAction = (action: SavedListAction) => {
    if (action === 'edit') {
      setSelected(new Set());
      setEditing(true);
    } else setDialog(action);
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const count = selected.size;

  return (
    <Stack gap="lg">
      <BackLink />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {list.name}
          </Title>
          <Text c="dimmed">
            {t('saved.detail.meta', {
              items: itemCountText(t, list.items.length),
              kind: t(LIST_KIND_LABELS[list.kind]),
            })}
          </Text>
        </Stack>
        <SavedListMenu listName={list.name} canEdit={list.items.length > 0} onAction={onAction} />
      </Group>
      {editing ? (
        <SavedEditBar
          selectedCount={count}
          total={list.items.length}
          onSelectAll={(all) => setSelected(new Set(all ? list.items.map((item) => item.id) : []))}
          onDeleteSelected={() => setDialog('delete-items')}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {list.items.length === 0 ? (
        <NoResults message={t('shared.library.noResults')} />
      ) : (
        <SavedItemsGrid
          items={list.items}
          storeId={storeId}
          selection={editing ? { selected, onToggle: toggle } : null}
        />
      )}
      <ItemDetailsModal {...SAVED_DETAILS_FROM} save={SaveButton} />
      {dialog === 'rename' ? (
        <RenameListDialog list={list} onClose={() => setDialog(null)} onRenamed={done} />
      ) : null}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('saved.detail.deleteTitle')}
        text={t('saved.detail.deleteText', { name: list.name })}
        confirmLabel={t('saved.detail.delete')}
        pending={deleteList.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => deleteList.mutate(list.id, { onSuccess: (answer) => done(answer.message) })}
      />
      <ConfirmDialog
        opened={dialog === 'delete-items'}
        title={t('saved.detail.deleteItemsTitle')}
        text={t('saved.detail.deleteItemsText', { count, name: list.name })}
        confirmLabel={t('saved.detail.delete')}
        pending={deleteItems.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          deleteItems.mutate(
            { listId: list.id, ids: [...selected] },
            { onSuccess: (answer) => done(answer.message) },
          )
        }
      />
    </Stack>
  );
};

const DetailSkeleton = () => {
  const t = useT();
  return (
    <Stack gap="lg" role="status" aria-label={t('saved.detail.loading')}>
      <Skeleton height={16} width={120} />
      <Skeleton height={36} width="50%" />
      <GridSkeleton />
    </Stack>
  );
};

/** /page/saved/{id}: one of the member's lists; another member's or an unknown one is not found. */
export const SavedListDetail = ({ id }: { id: number }) => {
  const t = useT();
  const list = useSavedList(id);
  if (list.data) return <ListContent list={list.data} />;
  if (list.data === null) return <ListNotFound />;
  if (list.isError)
    return <LoadError what={t('saved.detail.thisList')} onRetry={() => void list.refetch()} />;
  return <DetailSkeleton />;
};
