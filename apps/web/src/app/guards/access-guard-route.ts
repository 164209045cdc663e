// Route module wrapper, so the access checks load with the app shell rather than the landing page.
export { AccessGuard as Component } from './access-guard';
