/** Every onboarding message of onboarding.md sections 5 and 8, verbatim. Screens import from here. */
export const onboardingMessages = {
  uploadFailed: 'Upload failed',
  importFailed: 'Failed to import website',
  parsingFailed: 'CV parsing failed',
  demoFailed: 'Failed to create demo website',
  realtimeFailed: 'Failed to set up real-time updates',
  matchingFailed: 'Template matching failed',
  pictureUploadFailed: 'Failed to upload profile picture',
  noSessionId: 'No session ID received from backend',

  createWebsiteFallback: 'Failed to create website',
  createPortfolioFailed: 'Failed to create portfolio',
  createdWithoutId: 'Failed to create website. Please try again.',

  wrongFileType: 'Please upload a PDF, DOC, or DOCX file',
  fileTooLarge: 'File size must be less than 10MB',
  textTooShort: 'CV text must be at least 100 characters long',
  textTooLong: 'CV text must be less than 50,000 characters',
  noText: 'No text to parse',
  noVisionFile: 'No file available for vision parsing',
  noSession: 'No session ID available',

  notAnImage: 'Please select an image file',
  pictureTooLarge: 'Picture file size must be less than 5MB',
  manualPictureTooLarge: 'File size must be less than 5MB',
  pictureReadFailed: 'Failed to process image file',

  welcomeLater: 'Welcome! You can always return to complete the guided setup later.',
  ready: 'Your portfolio is ready! You can always return to edit it later.',
  startingOver: 'Starting new portfolio creation...',
  startOverFailed: 'Failed to start new onboarding. Please try again.',

  errorTitle: 'Oops! Something went wrong',
} as const;
