import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { FigureLink, HomeCard, SmallFigure } from '@/components/ui/home-card';
import { useAdminNavigation } from '@/lib/admin-navigation';
import { countOf } from '@/lib/count-of';
import { registerHeading, registerRef, registerTime } from '@/lib/registers';
import type { AdminHomeView, RegisterSummary } from '@/types/wire';
import type { AdminHomeLinks } from './links';
import { ADMIN_HOME_TEXTS, percentText } from './texts';

/** How many of the registers not taken the card lists; the screen it links to lists them all. */
const LISTED = 5;

/** Today's attendance across the school: the share present, and the counts behind it. */
export function AttendanceTodayCard({ home, links }: { home: AdminHomeView; links: AdminHomeLinks }) {
  const today = home.today;
  return (
    <HomeCard level={3} title="Attendance today">
      {!home.schoolDay ? (
        <Text>{ADMIN_HOME_TEXTS.noSchool}</Text>
      ) : !today || today.percentPresent === null ? (
        <Text>{ADMIN_HOME_TEXTS.noRegisterYet}</Text>
      ) : (
        <>
          <FigureLink value={percentText(today.percentPresent)} label="present today" to={links.sections} />
          <SimpleGrid cols={3} spacing="sm">
            <SmallFigure label="Present" value={today.present} />
            <SmallFigure label="Absent" value={today.absent} />
            <SmallFigure label="Excused" value={today.excused} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {`Of ${countOf(today.expected, 'student')} in the registers taken so far.`}
          </Text>
        </>
      )}
    </HomeCard>
  );
}

/** A register not taken: its name, section and time, opening its roll call over the Home. */
function NotTakenRegister({ register }: { register: RegisterSummary }) {
  const { openRegister } = useAdminNavigation();
  const heading = registerHeading(register);
  const time = registerTime(register);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Text>
        {time ? (
          <Text size="sm" c="dimmed">
            {time}
          </Text>
        ) : null}
      </Stack>
      {openRegister ? (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Take register: ${heading}`}
          onClick={() => openRegister({ ref: registerRef(register), heading })}
        >
          Take register
        </Button>
      ) : null}
    </Group>
  );
}

/** Today's registers nobody has taken yet: how many, and the first few, each opening its roll call. */
export function NotTakenCard({ home, links }: { home: AdminHomeView; links: AdminHomeLinks }) {
  const listed = home.notTaken.slice(0, LISTED);
  return (
    <HomeCard level={3} title="Registers not taken">
      {!home.schoolDay ? (
        <Text>{ADMIN_HOME_TEXTS.noSchool}</Text>
      ) : home.notTakenCount === 0 ? (
        <Text>{ADMIN_HOME_TEXTS.allTaken}</Text>
      ) : (
        <>
          <FigureLink
            value={String(home.notTakenCount)}
            label={home.notTakenCount === 1 ? 'register not taken' : 'registers not taken'}
            to={links.notTaken}
          />
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="First registers not taken">
            {listed.map((register) => (
              <NotTakenRegister key={`${register.kind}-${register.scheduleID ?? register.sectionID}`} register={register} />
            ))}
          </Stack>
          {home.notTakenCount > listed.length ? (
            <Text size="sm" c="dimmed">{`and ${home.notTakenCount - listed.length} more`}</Text>
          ) : null}
        </>
      )}
    </HomeCard>
  );
}

/** The students absent on the chronic-absence share of the term's school days or more. */
export function ChronicCard({ home, links }: { home: AdminHomeView; links: AdminHomeLinks }) {
  return (
    <HomeCard level={3} title="Chronic absence" subtitle={home.term ? `${home.term.name}, so far` : undefined}>
      {!home.term ? (
        <Text>{ADMIN_HOME_TEXTS.noTerm}</Text>
      ) : (
        <>
          <FigureLink
            value={String(home.chronicCount)}
            label={home.chronicCount === 1 ? 'student chronically absent' : 'students chronically absent'}
            to={links.chronic}
          />
          <Text size="sm" c="dimmed">
            {`Absent on ${home.chronicPercent}% or more of the term's school days.`}
          </Text>
        </>
      )}
    </HomeCard>
  );
}
