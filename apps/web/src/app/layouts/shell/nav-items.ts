import { ChartColumn, ChartLine, Clapperboard, CreditCard, FlaskConical, Gauge, Globe, Inbox, ListChecks, LayoutDashboard, LifeBuoy, MailSearch, PenSquare, Plus, ScrollText, Server, Settings, TicketPercent, UserRound, Users, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { openQueueDashboard } from '@/features/admin/api/queue-dashboard';

export type NavItem = { label: string; icon: LucideIcon } & (
  /** newTab: opens in a new tab (the e-mail preview, kept open beside the screen that sends mail). */
  | { to: string; newTab?: boolean }
  /** Not a route of the SPA: asks the server for a link and opens it in a new tab. */
  | { opensTab: () => Promise<void> }
);

export interface NavSection {
  label: string;
  items: NavItem[];
  adminOnly?: boolean;
}

/**
 * The sidebar's sections (platform.md section 2). Only screens that exist are listed; later issues
 * add theirs here (websites under Portfolio, the admin screens under Administration).
 */
export const navSections: NavSection[] = [
  {
    label: 'Portfolio',
    items: [
      { label: 'Dashboard', to: paths.app.dashboard.getHref(), icon: LayoutDashboard },
      // Opens the active website's builder (or the dashboard when there is none yet).
      { label: 'Website Builder', to: paths.app.activeBuilder.getHref(), icon: PenSquare },
      // Messages visitors sent through the contact forms of the user's sites.
      { label: 'Contact Requests', to: paths.app.contactRequests.getHref(), icon: Inbox },
    ],
  },
  // The guided onboarding is how a website is created from a CV.
  { label: 'Actions', items: [{ label: 'Create New Website', to: paths.app.onboarding.getHref(), icon: Plus }] },
  {
    label: 'Account',
    items: [
      { label: 'Profile', to: paths.app.profile.getHref(), icon: UserRound },
      { label: 'Settings', to: paths.app.settings.getHref(), icon: Settings },
    ],
  },
  {
    label: 'Administration',
    adminOnly: true,
    items: [
      { label: 'Admin Dashboard', to: paths.admin.dashboard.getHref(), icon: Gauge },
      { label: 'Users', to: paths.admin.users.getHref(), icon: Users },
      { label: 'Websites', to: paths.admin.websites.getHref(), icon: Globe },
      { label: 'Subscriptions', to: paths.admin.subscriptions.getHref(), icon: CreditCard },
      { label: 'Revenue Analytics', to: paths.admin.revenue.getHref(), icon: ChartLine },
      { label: 'Special Offers', to: paths.admin.offers.getHref(), icon: TicketPercent },
      { label: 'Waiting List', to: paths.admin.waitingList.getHref(), icon: ListChecks },
      { label: 'Analytics', to: paths.admin.analytics.getHref(), icon: ChartColumn },
      { label: 'Beta Settings', to: paths.admin.betaSettings.getHref(), icon: FlaskConical },
      { label: 'Demo Video', to: paths.admin.demoVideo.getHref(), icon: Clapperboard },
      { label: 'Support Inbox', to: paths.admin.support.getHref(), icon: LifeBuoy },
      { label: 'Audit Log', to: paths.admin.auditLog.getHref(), icon: ScrollText },
      { label: 'Email Preview', to: paths.admin.emailPreview.getHref(), icon: MailSearch, newTab: true },
      { label: 'Queue Dashboard', opensTab: openQueueDashboard, icon: Server },
    ],
  },
];

/** The sections a user sees; on admin routes the admin links come first. */
export function visibleSections(isAdmin: boolean, onAdminRoute = false): NavSection[] {
  const sections = navSections.filter((section) => section.items.length > 0 && (!section.adminOnly || isAdmin));
  return onAdminRoute ? [...sections.filter((section) => section.adminOnly), ...sections.filter((section) => !section.adminOnly)] : sections;
}
