/** The teacher form's photo upload, so the form holds its submit button until it is stored. */
export const TEACHER_PHOTO_UPLOAD_KEY = ['teacher-photo-upload'] as const;
