/** The news form's image upload. */
export const NEWS_IMAGE_UPLOAD_KEY = ['news', 'upload-image'] as const;
