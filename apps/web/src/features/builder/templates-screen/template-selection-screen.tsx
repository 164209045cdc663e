import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { siteOriginOf, useConfig } from '@/api/get-config';
import { useTemplates } from '@/api/get-templates';
import { useWebsiteToEdit } from '@/api/get-website';
import { ConflictDialog } from '../components/conflict-dialog';
import { BuilderProvider } from '../state/builder-context';
import { builderMessages } from '../state/messages';
import { SelectionBody } from './selection-body';

/**
 * /templates/{id}: choosing a website's template on a full screen, with a live preview of the
 * template under the pointer or keyboard focus, device sizes and zoom.
 */
export function TemplateSelectionScreen({
  websiteId,
  plan,
  onBack,
  onApplied,
  upgradeHref,
}: {
  websiteId: number;
  plan: string;
  onBack: () => void;
  onApplied: () => void;
  upgradeHref: (plan: 'pro' | 'premium') => string;
}) {
  const website = useWebsiteToEdit(websiteId);
  const templates = useTemplates();
  const config = useConfig();

  useEffect(() => {
    if (website.isError) {
      toast.error(builderMessages.loadFailed);
      onBack();
    }
  }, [website.isError, onBack]);
  useEffect(() => {
    if (templates.isError) toast.error('Failed to load templates', { id: 'templates-load' });
  }, [templates.isError]);

  if (!website.data || !website.isReady || templates.isPending || config.isPending) {
    return (
      <div className="grid h-dvh place-items-center">
        <div className="grid justify-items-center gap-4">
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Loading templates...
          </p>
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to the builder
          </Button>
        </div>
      </div>
    );
  }
  const siteOrigin = config.data && website.data.subdomain ? siteOriginOf(config.data, website.data.subdomain) : null;
  return (
    <BuilderProvider website={website.data} section="template" previewMode>
      <SelectionBody templates={templates.data ?? []} plan={plan} siteOrigin={siteOrigin} onBack={onBack} onApplied={onApplied} upgradeHref={upgradeHref} />
      <ConflictDialog />
    </BuilderProvider>
  );
}
