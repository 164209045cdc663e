/** Every return path the server follows goes through the one rule in @folio/schema (also the SPA's). */
export { parseReturnPath, safeReturnPath } from '@folio/schema';
