import type { User, WebsiteWithSections } from '@folio/schema';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useActivateWebsite } from '@/api/activate-website';
import { siteOriginOf, useConfig } from '@/api/get-config';
import { useTemplates } from '@/api/get-templates';
import { useWebsiteToEdit } from '@/api/get-website';
import { BuilderProvider } from '../state/builder-context';
import type { SectionId } from '../state/builder-state';
import { builderMessages } from '../state/messages';
import { BuilderWorkspace } from './builder-workspace';
import type { SectionLinks } from './section-editor';
import { LoadingScreen } from './loading-screen';
import { isSectionId, sectionNav } from './section-nav';
import { useBuilderState } from '../state/builder-context';

/** A website this young that still looks like the demo starts on the template section (builder.md section 4). */
const newWebsiteWindowMs = 5 * 60_000;
const demoName = 'My Professional Portfolio';

export function startSection(website: WebsiteWithSections, params: URLSearchParams, now: number): SectionId {
  const asked = params.get('section');
  if (isSectionId(asked)) return asked;
  if (params.get('from') === 'onboarding' || params.get('template') === 'select') return 'template';
  const age = now - Date.parse(website.created_at);
  if (age >= 0 && age < newWebsiteWindowMs && (website.name === demoName || website.template_slug === 'modern')) return 'template';
  return 'personal';
}

/**
 * /builder/{id}: loads the website, the templates and the preview configuration behind the
 * loading screen, makes the website the active one, then opens the builder.
 */
export function BuilderPage({
  websiteId,
  user,
  userMenu,
  links,
  onLoadFailed,
}: {
  websiteId: number;
  user: User;
  userMenu: ReactNode;
  links: SectionLinks;
  onLoadFailed: () => void;
}) {
  const [params] = useSearchParams();
  const website = useWebsiteToEdit(websiteId);
  const templates = useTemplates();
  const config = useConfig();
  const activate = useActivateWebsite();
  const activated = useRef(false);
  const [openedAt] = useState(() => Date.now());

  useEffect(() => {
    if (!website.isError) return;
    toast.error(builderMessages.loadFailed);
    onLoadFailed();
  }, [website.isError, onLoadFailed]);

  useEffect(() => {
    if (templates.isError) toast.error(builderMessages.templatesLoadFailed, { id: 'templates-load' });
  }, [templates.isError]);

  useEffect(() => {
    if (!website.data || activated.current || user.active_website_id === websiteId) return;
    activated.current = true;
    activate.mutate(websiteId);
  }, [website.data, user.active_website_id, websiteId, activate]);

  const done: [boolean, boolean, boolean] = [website.isReady, !templates.isPending, !config.isPending];
  if (!website.data || !done.every(Boolean)) return <LoadingScreen done={done} />;

  const subdomain = website.data.subdomain;
  const siteOrigin = config.data && subdomain ? siteOriginOf(config.data, subdomain) : null;
  return (
    <BuilderProvider website={website.data} section={startSection(website.data, params, openedAt)} previewMode={params.get('preview') !== 'false'}>
      <Workspace plan={user.current_plan} siteOrigin={siteOrigin} userMenu={userMenu} links={links} />
    </BuilderProvider>
  );
}

function Workspace({ plan, siteOrigin, userMenu, links }: { plan: string; siteOrigin: string | null; userMenu: ReactNode; links: SectionLinks }) {
  const website = useBuilderState((state) => state.website);
  return <BuilderWorkspace navItems={sectionNav(website)} plan={plan} siteOrigin={siteOrigin} userMenu={userMenu} links={links} />;
}
