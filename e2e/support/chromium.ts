// The same Chromium and flags as the templates' browser checks.
export { chromiumOptions } from '@folio/templates/testing/browser';
