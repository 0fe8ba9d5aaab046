import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { RegisterSummary } from '../types';
import { countsText, registerName, registerTime, sectionName } from '../utils/register-text';
import { ATTENDANCE_TEXTS } from '../utils/texts';

/** 'Taken' (with the counts) or 'Not taken yet'. */
function takenText(register: RegisterSummary): string {
  if (!register.taken) return ATTENDANCE_TEXTS.notTaken;
  return register.counts ? `Taken · ${countsText(register.counts)}` : 'Taken';
}

export interface RegisterRowProps {
  register: RegisterSummary;
  onOpen: () => void;
  /** The first line; the lesson's subject (or 'Daily register') unless given (a history lists its days). */
  name?: string;
  /** The second line; the section and time unless given. */
  detail?: string;
}

/** One register: the lesson (or 'Daily register'), section and time, whether taken, and its button. */
export function RegisterRow({ register, onOpen, name, detail }: RegisterRowProps) {
  const time = registerTime(register);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700}>{name ?? registerName(register)}</Text>
          <Text size="sm" c="dimmed">
            {detail ?? (time ? `${sectionName(register)} · ${time}` : sectionName(register))}
          </Text>
          <Group gap={4} wrap="nowrap">
            {register.taken && <IconCircleCheck size={16} aria-hidden />}
            <Text size="sm" fw={register.taken ? 600 : undefined} c={register.taken ? undefined : 'dimmed'}>
              {takenText(register)}
            </Text>
          </Group>
        </Stack>
        <Button variant={register.taken ? 'default' : 'filled'} onClick={onOpen}>
          {register.taken ? 'Open register' : 'Take register'}
        </Button>
      </Group>
    </Paper>
  );
}
