import { Button, Checkbox, Group, Text } from '@mantine/core';

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
          label="Select all"
          checked={all}
          indeterminate={selectedCount > 0 && !all}
          onChange={() => onSelectAll(!all)}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {selectedCount} selected
        </Text>
      </Group>
      <Group gap="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" disabled={selectedCount === 0} onClick={onDeleteSelected}>
          Delete selected
        </Button>
      </Group>
    </Group>
  );
};
