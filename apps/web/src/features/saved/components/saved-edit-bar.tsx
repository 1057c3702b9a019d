import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';

type SavedEditBarProps = {
  selectedCount: number;
  total: number;
  onSelectAll: (all: boolean) => void;
  onDeleteSelected: () => void;
  onCancel: () => void;
};

/** Edit mode (spec M2, M5): select all, and delete selected, which needs at least one selected. */
export const SavedEditBar = ({
  selectedCount,
  total,
  onSelectAll,
  onDeleteSelected,
  onCancel,
}: SavedEditBarProps) => {
  const t = useT();
  const all = total > 0 && selectedCount === total;
  return (
    <Group
      justify="space-between"
      gap="sm"
      p="sm"
      bg="var(--studio-color-muted-surface)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="md">
        <Checkbox
          label={t('saved.edit.selectAll')}
          checked={all}
          indeterminate={selectedCount > 0 && !all}
          onChange={() => onSelectAll(!all)}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('saved.edit.selected', { count: selectedCount })}
        </Text>
      </Group>
      <Group gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('saved.edit.cancel')}
        </Button>
        <Button color="red" disabled={selectedCount === 0} onClick={onDeleteSelected}>
          {t('saved.edit.deleteSelected')}
        </Button>
      </Group>
    </Group>
  );
};
