import type * as Wire from '@/types/wire';

/** A term of the school year, as the grades calls name it. */
export type GradeTerm = Wire.GradesTermView;

/** `languages`, `mathScience` or `mapehTle`. */
export type SubjectGroup = Wire.SubjectGroup;

export type SchemeCategory = Wire.GradingCategory;

export type ScaleBand = Wire.GradeBand;

/** A subject group's grading scheme: weighted categories, transmutation on or off, the scale. */
export type Scheme = Wire.GradingScheme;

/** A student's term grade as the scheme computes it; null while no category has a score. */
export type TermGrade = Wire.GradeView;

/** Whether a gradebook is submitted or published, and whether it is locked. */
export type GradebookStatus = Wire.GradebookStatusView;

/** A subject the teacher grades. */
export type GradedSubject = Wire.GradedSubjectView;

export type MySubjectsAnswer = Wire.MySubjectsView;

export type Assessment = Wire.AssessmentView;

/** A stored score: a number as text, or "ex" for excused; no entry is "not yet". */
export type StoredScore = string;

export type GradebookStudent = Wire.GradebookStudentView;

export type Gradebook = Wire.GradebookView;

/** What `POST /api/grades/score` answers. */
export type SavedScore = Wire.SavedScoreView;

export interface AssessmentInput {
  title: string;
  category: string;
  highest: string;
  date: string;
}

/** `GET /api/grades/section`: an adviser's section across subjects. */
export type SectionGrades = Wire.SectionGradesView;

export type SectionPublication = Wire.SectionPublicationView;

export type PublicationsAnswer = Wire.PublicationsView;

export type SchemeEntry = Wire.SchemeEntryView;

export type ReportCardSettings = Wire.ReportCardSettingsView;

export type Paper = ReportCardSettings['paper'];

export type JobStatus = Wire.ReportCardJobView['status'];

/** A report card job of `GET`/`POST /api/grades/report-card-jobs`. */
export type ReportCardJob = Wire.ReportCardJobView;

/** `GET /api/grades/mine`: the student's published grades. */
export type MyGrades = Wire.YearGradesView;

/** The report card's content (School Form 9). */
export type ReportCard = Wire.ReportCard;
