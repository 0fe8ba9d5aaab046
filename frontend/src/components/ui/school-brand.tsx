import { Group, Image, Text, type MantineSize } from '@mantine/core';

export const SCHOOL_NAME = 'Lyceum Academy';
export const COPYRIGHT = '© 2023 Lyceum Academy. All rights reserved.';

interface SchoolBrandProps {
  size?: MantineSize;
  logoSize?: number;
  /** Hide the name on phones (top bars), keeping the crest. */
  compact?: boolean;
}

/** The school crest and name. */
export function SchoolBrand({ size = 'lg', logoSize = 40, compact = false }: SchoolBrandProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src="/logo.svg" alt={compact ? SCHOOL_NAME : ''} w={logoSize} h={logoSize} fit="contain" />
      <Text fw={700} size={size} c="school" visibleFrom={compact ? 'xs' : undefined} aria-hidden={compact || undefined}>
        {SCHOOL_NAME}
      </Text>
    </Group>
  );
}
