import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { useHasToken } from '@/lib/auth';
import { AuthGuard } from './guards/auth-guard';
import { GuestGuard } from './guards/guest-guard';
import { LandingLayout } from './layouts/landing-layout';
import { MinimalLayout } from './layouts/minimal-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { LandingRoute } from './routes/landing';

/**
 * The route table (platform.md section 2) with its guards nested in the spec's order (section 4):
 * guest-only, signed-in, then admin, onboarding, beta and subscription inside AccessGuard.
 * Only the landing page is in the entry bundle; every other screen loads on demand.
 */

function UnknownRoute() {
  const signedIn = useHasToken();
  return <Navigate to={signedIn ? paths.app.dashboard.getHref() : paths.home.getHref()} replace />;
}

const handle = (value: RouteHandle) => value;

/** The admin screens: guard 3 sends anyone but an admin to /dashboard (the server checks every call too). */
const adminRoutes: RouteObject[] = [
  { path: paths.admin.dashboard.path, lazy: () => import('./routes/admin/dashboard'), handle: handle({ title: 'Admin Dashboard', admin: true }) },
  { path: paths.admin.users.path, lazy: () => import('./routes/admin/users'), handle: handle({ title: 'Users', admin: true }) },
  { path: paths.admin.user.path, lazy: () => import('./routes/admin/user'), handle: handle({ title: 'User', admin: true }) },
  { path: paths.admin.websites.path, lazy: () => import('./routes/admin/websites'), handle: handle({ title: 'Websites', admin: true }) },
  { path: paths.admin.auditLog.path, lazy: () => import('./routes/admin/audit-log'), handle: handle({ title: 'Audit Log', admin: true }) },
  { path: paths.admin.waitingList.path, lazy: () => import('./routes/admin/waiting-list'), handle: handle({ title: 'Waiting List', admin: true }) },
  { path: paths.admin.analytics.path, lazy: () => import('./routes/admin/analytics'), handle: handle({ title: 'Analytics', admin: true }) },
  { path: paths.admin.betaSettings.path, lazy: () => import('./routes/admin/beta-settings'), handle: handle({ title: 'Beta Settings', admin: true }) },
  { path: paths.admin.demoVideo.path, lazy: () => import('./routes/admin/demo-video'), handle: handle({ title: 'Demo Video', admin: true }) },
  { path: paths.admin.support.path, lazy: () => import('./routes/admin/support'), handle: handle({ title: 'Support Inbox', admin: true }) },
  { path: paths.admin.supportTicket.path, lazy: () => import('./routes/admin/support-ticket'), handle: handle({ title: 'Support Ticket', admin: true }) },
  { path: paths.admin.offers.path, lazy: () => import('./routes/admin/offers'), handle: handle({ title: 'Special Offers', admin: true }) },
  { path: paths.admin.offer.path, lazy: () => import('./routes/admin/offer'), handle: handle({ title: 'Offer', admin: true }) },
  { path: paths.admin.emailPreview.path, lazy: () => import('./routes/admin/email-preview'), handle: handle({ title: 'Email Preview', admin: true }) },
  { path: paths.admin.subscriptions.path, lazy: () => import('./routes/admin/subscriptions'), handle: handle({ title: 'Subscriptions', admin: true }) },
  { path: paths.admin.subscription.path, lazy: () => import('./routes/admin/subscription'), handle: handle({ title: 'Subscription', admin: true }) },
  { path: paths.admin.revenue.path, lazy: () => import('./routes/admin/revenue'), handle: handle({ title: 'Revenue Analytics', admin: true }) },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first screen's code loads (every screen but the landing page is lazy).
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        Component: GuestGuard,
        children: [
          {
            Component: LandingLayout,
            children: [
              { index: true, Component: LandingRoute },
              { path: paths.auth.login.path, lazy: () => import('./routes/auth/login'), handle: handle({ title: 'Sign in' }) },
              {
                path: paths.auth.register.path,
                lazy: () => import('./routes/auth/register'),
                handle: handle({ title: 'Create your account' }),
              },
            ],
          },
          {
            Component: MinimalLayout,
            children: [
              { path: paths.auth.minimalLogin.path, lazy: () => import('./routes/auth/login'), handle: handle({ title: 'Sign in' }) },
              {
                path: paths.auth.minimalRegister.path,
                lazy: () => import('./routes/auth/register'),
                handle: handle({ title: 'Create your account' }),
              },
            ],
          },
        ],
      },
      {
        Component: LandingLayout,
        children: [
          { path: paths.privacy.path, lazy: () => import('./routes/privacy'), handle: handle({ title: 'Privacy Policy' }) },
          { path: paths.terms.path, lazy: () => import('./routes/terms'), handle: handle({ title: 'Terms of Service' }) },
          { path: paths.support.path, lazy: () => import('./routes/support'), handle: handle({ title: 'Support' }) },
        ],
      },
      {
        Component: MinimalLayout,
        children: [
          {
            path: paths.auth.forgotPassword.path,
            lazy: () => import('./routes/auth/forgot-password'),
            handle: handle({ title: 'Reset your password' }),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: () => import('./routes/auth/reset-password'),
            handle: handle({ title: 'Choose a new password' }),
          },
          {
            path: paths.auth.verifyEmail.path,
            lazy: () => import('./routes/auth/verify-email'),
            handle: handle({ title: 'Verify your email' }),
          },
          { path: paths.oauthSuccess.path, lazy: () => import('./routes/auth/oauth-success'), handle: handle({ title: 'Signing in' }) },
          // Checkout is open to guests and signed-in users alike; each screen decides what a guest sees.
          { path: paths.app.checkout.path, lazy: () => import('./routes/checkout'), handle: handle({ title: 'Checkout' }) },
          { path: paths.app.checkoutPayment.path, lazy: () => import('./routes/checkout-payment'), handle: handle({ title: 'Payment' }) },
          { path: paths.siteAccess.path, lazy: () => import('./routes/sites/site-access'), handle: handle({ title: 'Private portfolio' }) },
        ],
      },
      {
        Component: AuthGuard,
        children: [
          {
            Component: LandingLayout,
            children: [{ path: paths.supportTicket.path, lazy: () => import('./routes/support-ticket'), handle: handle({ title: 'Support request' }) }],
          },
          {
            lazy: async () => ({ Component: (await import('./layouts/preview-layout')).PreviewLayout }),
            children: [
              { path: paths.app.cvPreview.path, lazy: () => import('./routes/sites/website-preview'), handle: handle({ title: 'Preview' }) },
              { path: paths.app.legacyCvPreview.path, lazy: () => import('./routes/sites/website-preview'), handle: handle({ title: 'Preview' }) },
            ],
          },
          {
            Component: MinimalLayout,
            children: [
              {
                path: paths.betaAccessRequired.path,
                lazy: () => import('./routes/beta-access-required'),
                handle: handle({ title: 'Beta access' }),
              },
              {
                path: paths.app.checkoutSuccess.path,
                lazy: () => import('./routes/checkout-success'),
                handle: handle({ title: 'Checkout complete' }),
              },
            ],
          },
          {
            // The builder and template selection take the whole window (no app sidebar or top bar).
            lazy: () => import('./layouts/builder-layout'),
            children: [
              {
                lazy: () => import('./guards/access-guard-route'),
                children: [
                  { path: paths.app.activeBuilder.path, lazy: () => import('./routes/builder/active-builder'), handle: handle({ title: 'Website Builder' }) },
                  {
                    path: paths.app.builder.path,
                    lazy: () => import('./routes/builder/builder'),
                    handle: handle({ title: 'Website Builder', requiresSubscription: true }),
                  },
                  {
                    path: paths.app.templates.path,
                    lazy: () => import('./routes/builder/templates'),
                    handle: handle({ title: 'Choose Template' }),
                  },
                  {
                    path: paths.app.cvBuilderTemplates.path,
                    lazy: () => import('./routes/builder/templates'),
                    handle: handle({ title: 'Choose Template' }),
                  },
                ],
              },
            ],
          },
          {
            lazy: () => import('./layouts/shell/app-shell'),
            children: [
              {
                lazy: () => import('./guards/access-guard-route'),
                children: [
                  { path: paths.app.profile.path, lazy: () => import('./routes/profile'), handle: handle({ title: 'Profile' }) },
                  { path: paths.app.settings.path, lazy: () => import('./routes/settings'), handle: handle({ title: 'Settings' }) },
                  { path: paths.app.notifications.path, lazy: () => import('./routes/notifications'), handle: handle({ title: 'Notifications' }) },
                  { path: paths.app.contactRequests.path, lazy: () => import('./routes/contact-requests'), handle: handle({ title: 'Contact Requests' }) },
                  { path: paths.app.subscription.path, lazy: () => import('./routes/subscription'), handle: handle({ title: 'Subscription' }) },
                  { path: paths.app.subscriptionPlans.path, lazy: () => import('./routes/subscription'), handle: handle({ title: 'Plans' }) },
                  { path: paths.app.createWebsite.path, lazy: () => import('./routes/create-website'), handle: handle({ title: 'Create a website' }) },
                  {
                    path: paths.app.dashboard.path,
                    lazy: () => import('./routes/dashboard'),
                    handle: handle({ title: 'Dashboard', requiresSubscription: true }),
                  },
                  {
                    path: paths.app.onboarding.path,
                    lazy: () => import('./routes/onboarding'),
                    handle: handle({ title: 'Onboarding', requiresSubscription: true }),
                  },
                  {
                    path: paths.app.cvBuilderOnboarding.path,
                    lazy: () => import('./routes/onboarding'),
                    handle: handle({ title: 'Onboarding', requiresSubscription: true }),
                  },
                  {
                    path: paths.app.cvBuilder.path,
                    lazy: () => import('./routes/cv-builder'),
                    handle: handle({ title: 'Create your portfolio', requiresSubscription: true }),
                  },
                  ...adminRoutes,
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: UnknownRoute },
    ],
  },
];

