import { Avatar as MantineAvatar, Group, Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { InfoList } from '@/components/ui/info-list';
import type { Child } from '../types';

/** Said of a child the school has not placed in a section yet. */
export const NO_SECTION_YET = 'Not in a section yet';

/** The chosen child: photo (or initials when there is none), name, level, section and relationship. */
export function ChildCard({ child }: { child: Child }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-labelledby={headingId}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {child.image ? (
          <Avatar image={child.image} alt={child.full_name} size={88} radius="xl" />
        ) : (
          <MantineAvatar name={child.full_name} color="school" variant="filled" size={88} radius="xl" aria-hidden />
        )}
        <Stack gap="md" miw={0} flex={1}>
          <Title order={3} id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {child.full_name}
          </Title>
          <InfoList
            items={[
              { label: 'Level', value: child.level ?? NO_SECTION_YET },
              { label: 'Section', value: child.section ?? NO_SECTION_YET },
              { label: 'Relationship', value: child.relationship },
            ]}
          />
        </Stack>
      </Group>
    </Paper>
  );
}
