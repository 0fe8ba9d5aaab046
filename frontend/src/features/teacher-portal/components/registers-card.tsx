import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { addressOf } from '@/components/portal-shell';
import { FigureLink, HomeCard } from '@/components/ui/home-card';
import { countsText, registerName, registerTime, sectionName } from '@/lib/registers';
import type { DayView, RegisterSummary } from '@/types/wire';
import { registerAddress, TEACHER_ADDRESSES } from '../addresses';

/** Said of a register nobody has taken yet. */
export const NOT_TAKEN = 'Not taken';

/** 'Taken · 38 present, 1 absent', or 'Not taken'. */
function stateText(register: RegisterSummary): string {
  if (!register.taken) return NOT_TAKEN;
  return register.counts ? `Taken · ${countsText(register.counts)}` : 'Taken';
}

/** One register of the day: what it is, whether it was taken (with its counts), and its address. */
function RegisterLine({ register }: { register: RegisterSummary }) {
  const time = registerTime(register);
  const name = `${registerName(register)} · ${sectionName(register)}`;
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {time ? (
          <Text size="sm" c="dimmed">
            {time}
          </Text>
        ) : null}
        <Group gap={4} wrap="nowrap">
          {register.taken ? <IconCircleCheck size={16} aria-hidden /> : null}
          <Text size="sm" fw={register.taken ? 600 : undefined} c={register.taken ? undefined : 'dimmed'}>
            {stateText(register)}
          </Text>
        </Group>
      </Stack>
      <Button
        component={Link}
        to={registerAddress(register)}
        size="compact-sm"
        variant={register.taken ? 'default' : 'filled'}
        aria-label={`${register.taken ? 'Open register' : 'Take register'}: ${name}`}
      >
        {register.taken ? 'Open register' : 'Take register'}
      </Button>
    </Group>
  );
}

/** Today's registers: how many are taken, and each with its state, opening its roll call. */
export function RegistersCard({ day }: { day: DayView }) {
  const taken = day.registers.filter((register) => register.taken).length;
  return (
    <HomeCard title="Registers today">
      {day.noSchoolDay ? (
        <Text>{`No school today: ${day.noSchoolDay}.`}</Text>
      ) : !day.schoolDay ? (
        <Text>No school today.</Text>
      ) : day.registers.length === 0 ? (
        <Text>No registers to take today.</Text>
      ) : (
        <>
          <FigureLink
            value={`${taken} of ${day.registers.length}`}
            label="registers taken"
            to={addressOf(TEACHER_ADDRESSES, 'attendance')}
          />
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Today's registers">
            {day.registers.map((register) => (
              <RegisterLine key={`${register.kind}-${register.scheduleID ?? register.sectionID}`} register={register} />
            ))}
          </Stack>
        </>
      )}
    </HomeCard>
  );
}
