import type { RetryableLoad } from '@/components/ui/load-state';
import type * as Wire from '@/types/wire';

/** A piece of classwork, as the teacher's and the student's lists send it, with its files. */
export type Assignment = Wire.AssignmentView;

/** A file attached to a piece: its stored path (`file`, served there) and its original name. */
export type ClassworkFile = Wire.ClassworkFileView;

/** The gradebook category classwork counts in, or '' when it is not graded. */
export type GradebookCategory = 'WW' | 'PT' | '';

/** What the post and update calls take of a piece of classwork (times as RFC 3339 instants). */
export interface ClassworkContent {
  title: string;
  /** HTML from the rich-text editor; the server sanitises it. */
  instructions: string;
  points: number;
  dueAt: string;
  lateAccepted: boolean;
  category: GradebookCategory;
  /** When the students first see it; '' for now. */
  appearsAt: string;
}

/** `POST /api/teachers/classwork`: the content, posted to each class (subject) chosen. */
export interface ClassworkPost extends ClassworkContent {
  subjectIDs: string[];
}

/** `POST /api/teachers/update-classwork`: one piece's new content. */
export interface ClassworkUpdate extends ClassworkContent {
  id: string;
}

/** One class the teacher may post to: a subject taught, shown as "Mathematics · Grade 7 - Rizal". */
export interface ClassChoice {
  value: string;
  label: string;
}

/** The classes as the teacher portal loads them: the list once there, and its load to show until then. */
export interface ClassChoices {
  list: ClassChoice[] | undefined;
  load: RetryableLoad;
}

/** The student's own work on a piece: its status (`assigned`, `turnedIn`, `returned`), answer and files. */
export type Work = Wire.WorkView;

/**
 * A piece with its class's work, as the teacher reviews it: the piece, how many stand where,
 * and each student (by name) with their work, score and the teacher's comment.
 */
export type TeacherWork = Wire.TeacherWorkView;

/** How many of the class have turned in (late ones counted again under `late`), are missing, returned or assigned. */
export type WorkCounts = Wire.WorkCountsView;

/** One student's work as the teacher reviews it; `status` is `assigned`, `missing`, `turnedIn` or `returned`. */
export type StudentWork = Wire.StudentWorkView;

/** `POST /api/teachers/review-work`: a student's score ('' for none, 'ex' to excuse a graded piece) and the comment. */
export interface WorkReview {
  assignmentID: string;
  studentID: string;
  score: string;
  comment: string;
}

/** A teacher's announcement in a class stream: who posted it, to whom, its text (sanitised HTML) and files. */
export type Announcement = Wire.AnnouncementView;

/** A class stream, newest first (50 at most). */
export type Announcements = Wire.AnnouncementsView;

/** Whom an announcement goes to: the section's students, their guardians, or both. */
export type Audience = 'students' | 'guardians' | 'both';

/** `POST /api/teachers/announcements`: the section, whom it goes to, the text, and the uploads attached. */
export interface AnnouncementPost {
  sectionID: string;
  audience: Audience;
  /** HTML from the rich-text editor; the server sanitises it. */
  body: string;
  /** Stored paths answered by `/api/subjectUpload`, in order. */
  attachedFiles: string[];
}

/**
 * Whose stream is shown: a section the teacher advises or teaches, the signed-in student's
 * section (what went to students), or a guardian's child's section (what went to guardians).
 */
export type StreamSource =
  | { of: 'section'; sectionID: string }
  | { of: 'student' }
  | { of: 'child'; studentID: string };

/**
 * Sends a reply to a teacher as an ordinary message (messaging's, given by the portal): the
 * teacher's id and the text.
 */
export type SendReply = (teacherID: string, message: string) => Promise<unknown>;
