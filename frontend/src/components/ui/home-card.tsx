import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type MouseEventHandler, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface HomeCardProps {
  /** The card's heading, which also names it for screen readers. */
  title: string;
  /** A line under the heading (the term, the day). */
  subtitle?: ReactNode;
  /** The heading's level: 2 beside the Home's other sections, 3 inside a screen's own section. */
  level?: 2 | 3;
  children: ReactNode;
}

/** One card of a Home: a section named by its heading, one under another on a phone. */
export function HomeCard({ title, subtitle, level = 2, children }: HomeCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" miw={0}>
      <Stack gap="sm">
        <div>
          <Title order={level} size="h4" id={headingId}>
            {title}
          </Title>
          {subtitle ? <Text c="dimmed" size="sm">{subtitle}</Text> : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** A Home's cards: one column on a phone, two from a tablet up. */
export function HomeCards({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}

export interface FigureLinkProps {
  /** The figure, written large: '92.5%', '3'. */
  value: string;
  /** What it counts, after it: 'present today', 'registers not taken'. */
  label: string;
  /** The address of the screen that acts on it. */
  to: string;
  /** Called as it is followed (a guardian's card chooses its child first). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A Home's figure, large, as a link to the screen that acts on it; its name is the figure and
 * what it counts ('3 registers not taken').
 */
export function FigureLink({ value, label, to, onClick }: FigureLinkProps) {
  return (
    <Anchor component={Link} to={to} onClick={onClick} underline="hover" display="block" w="fit-content" maw="100%">
      <Text span fz={36} fw={700} lh={1.1}>
        {value}
      </Text>{' '}
      <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
    </Anchor>
  );
}

/** A small figure beside others, its label above it: 'Absent' over '3'. */
export function SmallFigure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}
