import { Box } from '@mantine/core';
import { Avatar } from '@/components/ui/avatar';
import { useLiveStore } from '@/lib/live-socket';
import classes from './messaging.module.css';

export interface PersonAvatarProps {
  person: { _id: string; full_name: string; image: string | null };
  size?: number | 'sm' | 'md';
}

/** A person's picture (or the default one) with a green marker while they are online. */
export function PersonAvatar({ person, size = 'md' }: PersonAvatarProps) {
  const online = useLiveStore((state) => state.online.has(person._id));
  return (
    <Box pos="relative" style={{ flexShrink: 0 }}>
      <Avatar image={person.image} alt={person.full_name} radius="xl" size={size} />
      {online && <span className={classes.online} role="img" aria-label={`${person.full_name} is online`} />}
    </Box>
  );
}
