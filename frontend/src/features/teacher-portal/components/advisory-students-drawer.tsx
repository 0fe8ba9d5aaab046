import { Drawer } from '@mantine/core';
import { StudentRoster } from '@/components/ui/student-roster';
import type { SectionDetail } from '@/types/api';

export interface AdvisoryStudentsDrawerProps {
  section: SectionDetail;
  opened: boolean;
  onClose: () => void;
}

/** 'View students': the advisory section's students (Picture, ID, Student name, Birth Date, Email). */
export function AdvisoryStudentsDrawer({ section, opened, onClose }: AdvisoryStudentsDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={`Students of ${section.section}`}>
      <StudentRoster students={section.students} caption={`Students of ${section.section}`} nameHeader="Student name" />
    </Drawer>
  );
}
