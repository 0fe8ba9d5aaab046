import { Stack, Text } from '@mantine/core';
import { HomeCards } from '@/components/ui/home-card';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { formatDateTime, formatWrittenDate } from '@/lib/dates';
import { useAdminHome } from '../api/get-admin-home';
import type { AdminHomeLinks } from './links';
import { DailyAttendanceCard, GradeSubmissionsCard } from './term-cards';
import { AttendanceTodayCard, ChronicCard, NotTakenCard } from './today-cards';

export interface AdminHomeScreenProps {
  /** The screen's heading (its side-menu label). */
  title: string;
  links: AdminHomeLinks;
}

/**
 * The administrator's Home: what needs them today across the school (attendance so far, the
 * registers not taken, chronic absence) and the term (gradebooks submitted by level, the daily
 * attendance as a chart), each figure leading to the screen that acts on it.
 */
export function AdminHomeScreen({ title, links }: AdminHomeScreenProps) {
  const home = useAdminHome();
  const data = home.data;
  return (
    <ScreenSection
      title={title}
      actions={
        data ? (
          <Text size="sm" c="dimmed">
            {`As of ${formatDateTime(data.asOf)}`}
          </Text>
        ) : undefined
      }
    >
      {data ? (
        <Stack gap="lg">
          <Text fw={600}>{formatWrittenDate(data.date)}</Text>
          <HomeCards>
            <AttendanceTodayCard home={data} links={links} />
            <NotTakenCard home={data} links={links} />
            <ChronicCard home={data} links={links} />
            <GradeSubmissionsCard home={data} links={links} />
          </HomeCards>
          <DailyAttendanceCard home={data} />
        </Stack>
      ) : (
        <LoadState label="Loading today at school" query={home} failedText="Today's figures could not be loaded." />
      )}
    </ScreenSection>
  );
}
