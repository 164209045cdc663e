/** The dashboard's and the website operations' messages (platform.md section 8), verbatim. */
export const dashboardMessages = {
  loadFailed: 'Failed to load data',
  openBuilderFailed: 'Failed to open Portfolio Website Builder',
  deletePortfolioFailed: 'Failed to delete portfolio. Please try again.',
  startOnboardingFailed: 'Failed to start onboarding. Please try again.',
  startManualFailed: 'Failed to start manual creation. Please try again.',
  startUpgradeFailed: 'Failed to start upgrade process. Please try again.',

  createFailed: 'Failed to create website',
  updateFailed: 'Failed to update website',
  deleteFailed: 'Failed to delete website',
  publishFailed: 'Failed to publish website',
  unpublishFailed: 'Failed to unpublish website',
  cloneFailed: 'Failed to clone website',
  exportFailed: 'Failed to export website',
  importFailed: 'Failed to import website',
  switchFailed: 'Failed to switch website',
} as const;
