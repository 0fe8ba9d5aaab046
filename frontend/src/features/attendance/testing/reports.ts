import type { Excuse } from '../types';
import type {
  ChronicAnswer,
  HistoryAnswer,
  NotTakenAnswer,
  SectionMonthAnswer,
  StudentSummaryAnswer,
} from '../types/reports';
import { mathematics, rizalDaily } from './registers';

export const firstQuarter = { _id: 'term-1', name: 'First quarter', firstDay: '2026-08-03', lastDay: '2026-10-09' };
export const secondQuarter = { _id: 'term-2', name: 'Second quarter', firstDay: '2026-10-19', lastDay: '2026-12-18' };

/** Mathematics of Grade 7 Rizal: Tuesday's lesson not taken, Monday's taken. */
export const mathHistory: HistoryAnswer = {
  subject: { _id: 'sub-Mathematics', name: 'Mathematics', sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7' },
  term: secondQuarter,
  registers: [
    mathematics,
    {
      ...mathematics,
      date: '2026-11-23',
      taken: true,
      takenAt: '2026-11-23T07:40:00Z',
      takenBy: 'Maria Santos',
      counts: { present: 38, late: 0, absent: 2, excused: 0 },
    },
  ],
};

/** Grade 7 Rizal's November so far: two school days, two students. */
export const rizalNovember: SectionMonthAnswer = {
  section: { _id: 'sec-1', section: 'Rizal', level: 'Grade 7', adviser: 'Maria Santos' },
  month: '2026-11',
  days: [
    { date: '2026-11-23', weekday: 'Mon' },
    { date: '2026-11-24', weekday: 'Tue' },
  ],
  students: [
    {
      _id: 's-1',
      first_name: 'Juan',
      last_name: 'Cruz',
      full_name: 'Juan Cruz',
      sex: 'M',
      marks: ['present', 'absent'],
      totals: { present: 1, late: 0, absent: 1, excused: 0 },
    },
    {
      _id: 's-2',
      first_name: 'Ana',
      last_name: 'Reyes',
      full_name: 'Ana Reyes',
      sex: 'F',
      marks: ['late', null],
      totals: { present: 0, late: 1, absent: 0, excused: 0 },
    },
  ],
  dayTotals: [
    { present: 1, late: 1, absent: 0, excused: 0 },
    { present: 0, late: 0, absent: 1, excused: 0 },
  ],
  dayTotalsBySex: {
    male: [
      { present: 1, late: 0, absent: 0, excused: 0 },
      { present: 0, late: 0, absent: 1, excused: 0 },
    ],
    female: [
      { present: 0, late: 1, absent: 0, excused: 0 },
      { present: 0, late: 0, absent: 0, excused: 0 },
    ],
  },
};

/** Juan Cruz's second quarter so far: one absence, one late arrival. */
export const juanSummary: StudentSummaryAnswer = {
  student: { _id: 's-1', full_name: 'Juan Cruz', sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7' },
  term: secondQuarter,
  schoolDays: 27,
  daysRecorded: 25,
  present: 22,
  late: 1,
  absent: 1,
  excused: 1,
  percentPresent: 92,
  events: [
    { date: '2026-11-24', kind: 'lesson', subject: 'Mathematics', startTime: '07:30 AM', code: 'absent', minutesLate: null, note: null },
    { date: '2026-11-20', kind: 'daily', subject: null, startTime: null, code: 'late', minutesLate: 10, note: 'Missed the bus' },
  ],
  months: [
    { month: '2026-10', present: 10, late: 0, absent: 0, excused: 1, percentPresent: 90.9 },
    { month: '2026-11', present: 12, late: 1, absent: 1, excused: 0, percentPresent: 92.9 },
  ],
};

/** Tuesday's registers not taken: Rizal's daily register. */
export const notTakenTuesday: NotTakenAnswer = {
  date: '2026-11-24',
  schoolDay: true,
  registers: [{ ...rizalDaily, taken: false, takenAt: null, takenBy: null, counts: null }],
};

/** One student over a 10 % threshold. */
export const chronicList: ChronicAnswer = {
  term: secondQuarter,
  schoolDays: 27,
  threshold: 10,
  students: [
    { _id: 's-9', full_name: 'Pedro Santos', sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7', absent: 3, excused: 1, missed: 4, percent: 14.8 },
  ],
};

/** Juan Cruz's excuse for two days. */
export const dentist: Excuse = {
  _id: 'x-1',
  studentID: 's-1',
  student: 'Juan Cruz',
  firstDay: '2026-11-24',
  lastDay: '2026-11-25',
  reason: 'Dentist appointment',
  recordedBy: 'Maria Santos',
  createdAt: '2026-11-23T09:00:00Z',
  writtenBy: 'staff',
  guardianID: null,
  guardianName: null,
  image: null,
};

/** Ana Reyes's absence note, written by her mother with a photo of the note. */
export const motherNote: Excuse = {
  _id: 'x-3',
  studentID: 's-2',
  student: 'Ana Reyes',
  firstDay: '2026-11-26',
  lastDay: '2026-11-26',
  reason: 'Fever',
  recordedBy: 'Teresa Reyes',
  createdAt: '2026-11-25T21:00:00Z',
  writtenBy: 'guardian',
  guardianID: 'g-1',
  guardianName: 'Teresa Reyes',
  image: '/api/files/images/note.png',
};
