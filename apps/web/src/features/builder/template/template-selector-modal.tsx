import type { TemplateSummary } from '@folio/schema';
import { getDemoWebsite } from '@folio/templates';
import { Eye, Lock } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/field';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { useTemplates } from '@/api/get-templates';
import { PreviewFrame } from '../preview/preview-frame';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { categoryStyle, isLocked, tierLabels } from './catalogue';
import { templateUpgrade, UpgradeDialog } from '@/components/upgrade-dialog';
import { upgradeDialogMs } from '../state/messages';
import { useApplyTemplate } from './use-apply-template';

/** The modal variant of template selection (builder.md section 2), opened from the Template Data section. */
export function TemplateSelectorModal({
  open,
  onOpenChange,
  plan,
  siteOrigin,
  upgradeHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: string;
  siteOrigin: string | null;
  upgradeHref: (plan: 'pro' | 'premium') => string;
}) {
  const builder = useBuilder();
  const templates = useTemplates();
  const list = useMemo(() => templates.data ?? [], [templates.data]);
  const current = useBuilderState((state) => state.website.template_slug);
  const website = useBuilderState(builder.selectPreview);
  const [category, setCategory] = useState('all');
  const [selected, setSelected] = useState<TemplateSummary | null>(null);
  const [demo, setDemo] = useState(false);
  const demoId = useId();
  const { apply, applying, locked, requiredPlan, showUpgrade, closeUpgrade } = useApplyTemplate({ upgradeHref });
  const categories = [...new Set(list.map((template) => template.category))].sort();
  const shown = list.filter((template) => category === 'all' || template.category === category);
  const previewSlug = selected?.slug ?? current;
  const previewSite = useMemo(
    () => (demo ? { ...getDemoWebsite(previewSlug), id: website.id, subdomain: website.subdomain } : { ...website, template_slug: previewSlug }),
    [demo, previewSlug, website],
  );

  const choose = (template: TemplateSummary) => {
    if (isLocked(plan, template)) showUpgrade(template);
    else setSelected(template);
  };

  const applySelected = async () => {
    if (await apply(selected)) {
      // The success toast is already up; the modal closes a second later (builder.md section 9).
      window.setTimeout(() => onOpenChange(false), 1000);
    }
  };

  return (
    <>
      <Primitive.Root open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[92dvh] max-w-6xl grid-rows-[auto_minmax(0,1fr)_auto] gap-0 p-0">
          <div className="grid gap-3 border-b px-6 pt-5 pb-4 pr-12">
            <Primitive.Title className="text-base font-semibold tracking-tight">Choose Your Template</Primitive.Title>
            <Primitive.Description className="sr-only">Pick a design for your website and apply it.</Primitive.Description>
            <div className="flex flex-wrap gap-1.5" role="group" aria-label="Category">
              {['all', ...categories].map((item) => (
                <Button key={item} size="sm" variant={category === item ? 'primary' : 'outline'} aria-pressed={category === item} onClick={() => setCategory(item)}>
                  {item === 'all' ? 'All' : item}
                </Button>
              ))}
            </div>
          </div>
          <div className="grid min-h-0 lg:grid-cols-[1fr_22rem]">
            <ul className="grid content-start gap-3 overflow-y-auto p-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Templates">
              {shown.map((template) => (
                <ModalCard
                  key={template.slug}
                  template={template}
                  current={template.slug === current}
                  selected={selected?.slug === template.slug}
                  locked={isLocked(plan, template)}
                  onSelect={() => choose(template)}
                  onPreviewDemo={() => {
                    setSelected(template);
                    setDemo(true);
                    toast.info(`Previewing ${template.name} with demo data`);
                  }}
                />
              ))}
            </ul>
            <div className="hidden min-h-0 border-l bg-muted/40 p-4 lg:block">
              {siteOrigin && open && <PreviewFrame siteOrigin={siteOrigin} website={previewSite} deviceWidth={450} title="Template preview" />}
            </div>
          </div>
          <div className="flex flex-col gap-3 border-t bg-muted/40 px-6 py-4 sm:flex-row sm:items-center">
            <div className="flex items-center gap-2">
              <Checkbox id={demoId} checked={demo} onCheckedChange={(checked) => setDemo(checked === true)} />
              <Label htmlFor={demoId}>Preview with demo data</Label>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button disabled={!selected || selected.slug === current || applying !== null} loading={applying !== null} onClick={() => void applySelected()}>
                {applying ? 'Applying...' : 'Apply Template'}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Primitive.Root>
      <UpgradeDialog reason={templateUpgrade(locked, requiredPlan, list, upgradeHref)} onClose={closeUpgrade} closeAfterMs={upgradeDialogMs} />
    </>
  );
}

function ModalCard({
  template,
  current,
  selected,
  locked,
  onSelect,
  onPreviewDemo,
}: {
  template: TemplateSummary;
  current: boolean;
  selected: boolean;
  locked: boolean;
  onSelect: () => void;
  onPreviewDemo: () => void;
}) {
  const style = categoryStyle(template.category);
  const hasDemo = getDemoWebsite(template.slug).template_slug === template.slug;
  const demoButton = (
    <Button variant="ghost" size="sm" disabled={!hasDemo} onClick={onPreviewDemo}>
      <Eye aria-hidden="true" />
      Preview Demo
    </Button>
  );
  return (
    <li className={cn('flex flex-col overflow-hidden rounded-xl border bg-card', selected && 'border-primary ring-2 ring-primary/30')}>
      <button type="button" onClick={onSelect} aria-pressed={selected} className="grid gap-2 p-3.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('grid size-10 place-items-center rounded-lg bg-gradient-to-br text-white', style.gradient)} aria-hidden="true">
            <style.icon className="size-5" />
          </span>
          <span className="flex gap-1">
            {current && <Badge variant="success">Current</Badge>}
            {template.tier !== 'free' && <Badge variant="primary">{tierLabels[template.tier]}</Badge>}
          </span>
        </span>
        <span className="font-medium">{template.name}</span>
        <span className="text-xs text-muted-foreground">
          {template.category}
          {template.tier !== 'free' && ` · ${tierLabels[template.tier]} Template`}
        </span>
        <span className="line-clamp-2 text-[13px] text-muted-foreground">{template.description}</span>
        {locked && (
          <span className="flex items-center gap-1 text-xs font-medium text-primary-text">
            <Lock className="size-3" aria-hidden="true" />
            Upgrade to use
          </span>
        )}
      </button>
      <div className="mt-auto border-t px-2 py-1.5">
        {hasDemo ? (
          demoButton
        ) : (
          <Tooltip content="Demo data not available">
            <span tabIndex={0} className="inline-block">
              {demoButton}
            </span>
          </Tooltip>
        )}
      </div>
    </li>
  );
}
