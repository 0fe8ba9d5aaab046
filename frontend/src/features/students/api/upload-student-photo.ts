/** The student form's photo upload, so the form holds its submit button until it is stored. */
export const STUDENT_PHOTO_UPLOAD_KEY = ['students', 'upload-photo'] as const;
