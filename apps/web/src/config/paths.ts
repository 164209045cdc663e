/**
 * Every route of the app and how to build a link to it. Screens link through these builders,
 * never through string literals, so a route changes in one place.
 */
import { parseReturnPath } from '@folio/schema';

type Query = Record<string, string | null | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value != null && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', getHref: (query?: { redirect?: string | null }) => withQuery('/', query) },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  /** Open to guests and users; a signed-in user also finds their requests here. */
  support: { path: '/support', getHref: () => '/support' },
  supportTicket: { path: '/support/tickets/:id', getHref: (id: number | string) => `/support/tickets/${id}` },

  auth: {
    login: { path: '/login', getHref: (query?: Query) => withQuery('/login', query) },
    register: { path: '/register', getHref: (query?: Query) => withQuery('/register', query) },
    minimalLogin: { path: '/auth/login', getHref: (query?: Query) => withQuery('/auth/login', query) },
    minimalRegister: { path: '/auth/register', getHref: (query?: Query) => withQuery('/auth/register', query) },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
    verifyEmail: { path: '/email/verify', getHref: () => '/email/verify' },
  },

  betaAccessRequired: { path: '/beta-access-required', getHref: () => '/beta-access-required' },
  oauthSuccess: { path: '/oauth/success', getHref: () => '/oauth/success' },
  siteAccess: { path: '/site-access', getHref: (query: { site: string; path?: string }) => withQuery('/site-access', query) },

  app: {
    dashboard: {
      path: '/dashboard',
      getHref: (query?: { from_checkout?: string | null; trial?: string | null }) => withQuery('/dashboard', query),
    },
    createWebsite: { path: '/create-website', getHref: () => '/create-website' },
    notifications: { path: '/notifications', getHref: (query?: { page?: string | null }) => withQuery('/notifications', query) },
    contactRequests: { path: '/contact-requests', getHref: () => '/contact-requests' },
    /** `path` picks the way to start (upload, template, scratch), chosen on /create-website. */
    onboarding: { path: '/onboarding', getHref: (query?: { path?: string | null }) => withQuery('/onboarding', query) },
    /** The alternative onboarding address, which carries the session (onboarding.md section 2). */
    cvBuilderOnboarding: {
      path: '/cv-builder/onboarding',
      getHref: (query?: { session_id?: string | null }) => withQuery('/cv-builder/onboarding', query),
    },
    /** The manual form on its own (the error modal's Enter Manually). */
    cvBuilder: { path: '/cv-builder', getHref: () => '/cv-builder' },
    profile: { path: '/profile', getHref: () => '/profile' },
    settings: { path: '/settings', getHref: () => '/settings' },
    builder: {
      path: '/builder/:id',
      getHref: (id: number | string, query?: { section?: string | null; template?: string | null; from?: string | null; preview?: string | null }) =>
        withQuery(`/builder/${id}`, query),
    },
    activeBuilder: { path: '/builder', getHref: () => '/builder' },
    templates: { path: '/templates/:id', getHref: (id: number | string) => `/templates/${id}` },
    cvBuilderTemplates: { path: '/cv-builder/templates/:id', getHref: (id: number | string) => `/cv-builder/templates/${id}` },
    cvPreview: {
      path: '/cv/:id/preview',
      getHref: (id: number | string, query: { from?: string | null } = { from: 'builder' }) => withQuery(`/cv/${id}/preview`, query),
    },
    // Screens of later issues: linked to by this one, built by theirs.
    /** The legacy preview address, opened by onboarding's Complete step. */
    legacyCvPreview: { path: '/cv-preview/:id', getHref: (id: number | string) => `/cv-preview/${id}` },
    subscription: {
      path: '/subscription',
      getHref: (query?: { plan?: string | null; action?: string | null }) => withQuery('/subscription', query),
    },
    subscriptionPlans: {
      path: '/subscription/plans',
      getHref: (query: { plan?: string | null; billing?: string | null; action?: string | null; offer?: string | null }) => withQuery('/subscription/plans', query),
    },
    checkout: {
      path: '/checkout',
      getHref: (query: {
        plan?: string | null;
        billing?: string | null;
        flow?: string | null;
        source?: string | null;
        feature?: string | null;
        offer?: string | null;
      }) =>
        withQuery('/checkout', query),
    },
    /** The built-in test checkout (the embedded payment adapter). */
    checkoutPayment: { path: '/checkout/payment', getHref: (session: string) => withQuery('/checkout/payment', { session }) },
    checkoutSuccess: { path: '/checkout/success', getHref: (session: string) => withQuery('/checkout/success', { session }) },
  },

  /** The admin area (platform.md section 2); lists keep their page and filters in the query. */
  admin: {
    dashboard: { path: '/admin', getHref: (query?: { period?: string | null }) => withQuery('/admin', query) },
    users: { path: '/admin/users', getHref: (query?: Query) => withQuery('/admin/users', query) },
    user: { path: '/admin/users/:id', getHref: (id: number | string) => `/admin/users/${id}` },
    websites: { path: '/admin/websites', getHref: (query?: Query) => withQuery('/admin/websites', query) },
    auditLog: { path: '/admin/audit-log', getHref: (query?: Query) => withQuery('/admin/audit-log', query) },
    waitingList: { path: '/admin/waiting-list', getHref: (query?: Query) => withQuery('/admin/waiting-list', query) },
    analytics: { path: '/admin/analytics', getHref: (query?: { period?: string | null }) => withQuery('/admin/analytics', query) },
    betaSettings: { path: '/admin/beta-settings', getHref: () => '/admin/beta-settings' },
    demoVideo: { path: '/admin/demo-video', getHref: () => '/admin/demo-video' },
    support: { path: '/admin/support', getHref: (query?: Query) => withQuery('/admin/support', query) },
    supportTicket: { path: '/admin/support/:id', getHref: (id: number | string) => `/admin/support/${id}` },
    offers: { path: '/admin/offers', getHref: (query?: Query) => withQuery('/admin/offers', query) },
    offer: { path: '/admin/offers/:id', getHref: (id: number | string) => `/admin/offers/${id}` },
    emailPreview: { path: '/admin/email-preview', getHref: (query?: Query) => withQuery('/admin/email-preview', query) },
    subscriptions: { path: '/admin/subscriptions', getHref: (query?: Query) => withQuery('/admin/subscriptions', query) },
    subscription: { path: '/admin/subscriptions/:id', getHref: (id: number | string) => `/admin/subscriptions/${id}` },
    revenue: { path: '/admin/subscription-analytics', getHref: (query?: { period?: string | null }) => withQuery('/admin/subscription-analytics', query) },
  },
} as const;

/** The onboarding screens: the guard never sends a user from one of them to /onboarding. */
export const onboardingPaths = ['/onboarding', '/cv-builder/onboarding', '/cv-builder'] as const;

/** Routes that stay reachable for a signed-in user who has not onboarded and owns no website yet. */
export const onboardingExemptPrefixes = ['/dashboard', '/subscription', '/checkout'] as const;

/** A redirect target from the query is followed only if it stays inside this app. */
export function safeRedirect(target: string | null | undefined): string | null {
  return parseReturnPath(target);
}
