import { Group, Paper, Select, Text } from '@mantine/core';
import type { GuardianUser } from '@/types/api';
import { useChildInAddress } from '../hooks/use-chosen-child';

/**
 * 'Child': which of the guardian's children every screen shows, above the screens; named in
 * the address (`?child=`, Back returns to the child shown before) and kept in this browser for
 * a bare address. Nothing shows while there is only one child (or none).
 */
export function ChildSwitcher({ user }: { user: GuardianUser }) {
  const { children, child, choose } = useChildInAddress(user._id);
  const list = children.data ?? [];
  if (list.length < 2) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="lg">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Child"
          data={list.map((each) => ({ value: each._id, label: each.full_name }))}
          // None while the address names a child who is not the guardian's.
          value={child?._id ?? null}
          onChange={(value) => value && choose(value)}
          allowDeselect={false}
          checkIconPosition="right"
          w={{ base: '100%', xs: 320 }}
        />
        <Text size="sm" c="dimmed" pb={6}>
          {`${list.length} children linked to your account`}
        </Text>
      </Group>
    </Paper>
  );
}
