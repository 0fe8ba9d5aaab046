import { queryRoots } from '@/lib/query-keys';

/** The student form's photo upload, so the form holds its submit button until it is stored. */
export const STUDENT_PHOTO_UPLOAD_KEY = [...queryRoots.students, 'upload-photo'] as const;
