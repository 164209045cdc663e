import { isApiError } from '@/lib/api-client';

/** The builder's error catalogue (builder.md section 8), verbatim. */
export const builderMessages = {
  saved: 'Changes saved successfully.',
  noChanges: 'No changes to save',
  fixValidation: 'Please fix validation errors before saving.',
  loadFailed: 'Failed to load CV data',
  previewFailed: 'Failed to load preview data.',
  personalFailed: 'Failed to update personal information.',
  websiteUpdated: 'Portfolio website updated successfully.',
  websiteUpdateFailed: 'Failed to update website information',
  websiteCheckInput: 'Please check your input and try again',

  visibilityUnavailable: 'Unable to update website visibility. Please refresh the page.',
  visibilityFailed: 'Failed to update website visibility. Please try again.',
  indexingOn: 'Search engines may now list your site.',
  indexingOff: 'Your site now asks search engines not to list it.',
  indexingFailed: 'Failed to update the search engine setting. Please try again.',
  cvDownloadOn: 'Your site now offers your CV as a PDF.',
  cvDownloadOff: 'Your site no longer offers your CV as a PDF.',
  cvDownloadFailed: 'Failed to update the CV download setting. Please try again.',

  templateDataLoadFailed: 'Failed to load template data',
  templateDataSaveFailed: 'Failed to save template data',
  templateDataSaved: 'Template data saved successfully!',

  templatesLoadFailed: 'Failed to load templates. Please refresh the page.',
  selectTemplateFirst: 'Please select a template first',
  applyingTemplate: 'Applying template...',
  applyAuth: 'Authentication failed. Please log in again.',
  applyNotFound: 'Template or website not found.',
  applyNetwork: 'Network error. Please check your connection.',
  applyFailed: 'Failed to apply template. Please try again.',
  applyFailedModal: 'Failed to apply template',
  demoOn: 'Now showing templates with demo data',
  demoOff: 'Now showing templates with your data',
  demoUnavailable: 'Demo data not available for this template',

  pictureNotImage: 'Please select an image file',
  pictureTooLarge: 'Image file size must be less than 5MB',
  pictureBadType: 'Please select a JPG, PNG, GIF, or WebP image',
  pictureUploadFailed: 'Failed to upload image. Please try again.',
  pictureRemoveFailed: 'Failed to remove image. Please try again.',
  pictureProcessFailed: 'Failed to process profile picture.',
  imageUploaded: 'Image uploaded successfully!',
  imageRemoved: 'Image removed successfully!',

  imagesMax: 'Maximum 10 images allowed',
  imagesCannotAdd: (count: number) => `Cannot add ${count} images. Maximum 10 images allowed.`,
  imagesDropOnly: 'Please drop image files only',
  imagesSelectOnly: 'Please select image files only',
  imageTooLarge: 'Image size must be less than 5MB',
  imageUploadFailed: 'Failed to upload image',
  imageRemoveFailed: 'Failed to remove image',

  invalidEmail: 'Please enter a valid email address',
  deleteConfirm: (title: string) => `Are you sure you want to delete "${title}"?`,
  undoFailed: 'Could not undo. Please try again.',
  redoFailed: 'Could not redo. Please try again.',
} as const;

/** Statuses a save is not retried on (builder.md section 4): retrying cannot change their answer. */
const notRetried = new Set([400, 401, 403, 404, 409, 422, 476, 1395]);

export function isRetryable(error: unknown): boolean {
  return !isApiError(error) || !notRetried.has(error.status);
}

/** The save failure message for an error (builder.md section 8). */
export function saveFailureMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : 0;
  if (status === 476) return 'Save failed: Invalid data format. Please check your input and try again.';
  if (status === 1395) return 'Save failed: Database constraint error. Some data conflicts with existing records.';
  if (status === 422) return 'Save failed: Validation error. Please check your input fields.';
  if (status === 429) return 'Save failed: Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Save failed: Server error. Please try again in a few moments.';
  if (status === 0) return 'Save failed: Network error. Please check your connection.';
  const serverMessage = isApiError(error) ? error.serverMessage : undefined;
  return `Save failed: ${serverMessage ?? 'Unknown error occurred'}`;
}

/** Waits before the second and third attempts. */
export const retryDelaysMs = [1000, 2000] as const;
export const maxSaveAttempts = 3;
export const autosaveIntervalMs = 30_000;
export const saveDebounceMs = 300;
export const upgradeDialogMs = 30_000;
