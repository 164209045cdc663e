// The same axe-core run as the templates' browser checks.
export { axeViolations } from '@folio/templates/testing/axe';
