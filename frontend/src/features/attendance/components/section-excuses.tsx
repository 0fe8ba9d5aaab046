import { useSectionMonth } from '../api/get-section-month';
import { localMonth } from '../utils/months';
import { ExcusesReport } from './excuses-report';

/**
 * A section's excuses and 'Record an excuse' for one of its students, who are listed as the
 * month grid lists them (the section's current students, by last then first name).
 */
export function SectionExcuses({ sectionID }: { sectionID: string }) {
  const month = useSectionMonth(sectionID, localMonth(new Date()));
  const students = (month.data?.section._id === sectionID ? month.data.students : []).map((student) => ({
    value: student._id,
    label: student.full_name,
  }));
  return <ExcusesReport filter={{ kind: 'section', id: sectionID }} students={students} />;
}
