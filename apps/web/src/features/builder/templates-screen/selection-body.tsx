import type { TemplateSummary } from '@folio/schema';
import { getDemoWebsite } from '@folio/templates';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/field';
import { EmptyState } from '../components/section-panel';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { isLocked } from '../template/catalogue';
import { TemplateCard } from '../template/template-card';
import { templateUpgrade, UpgradeDialog } from '@/components/upgrade-dialog';
import { upgradeDialogMs } from '../state/messages';
import { useApplyTemplate } from '../template/use-apply-template';
import { SelectionPreview } from './selection-preview';

export function SelectionBody({
  templates,
  plan,
  siteOrigin,
  onBack,
  onApplied,
  upgradeHref,
}: {
  templates: TemplateSummary[];
  plan: string;
  siteOrigin: string | null;
  onBack: () => void;
  onApplied: () => void;
  upgradeHref: (plan: 'pro' | 'premium') => string;
}) {
  const builder = useBuilder();
  const website = useBuilderState(builder.selectPreview);
  const current = website.template_slug;
  const [category, setCategory] = useState('all');
  const [selected, setSelected] = useState<TemplateSummary | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [demo, setDemo] = useState(false);
  const demoId = useId();
  const { apply, applying, locked, requiredPlan, showUpgrade, closeUpgrade } = useApplyTemplate({ upgradeHref });
  const categories = [...new Set(templates.map((template) => template.category))].sort();
  const shown = templates.filter((template) => category === 'all' || template.category === category);

  const previewSlug = hovered ?? selected?.slug ?? current;
  const previewSite = useMemo(
    () => (demo ? { ...getDemoWebsite(previewSlug), id: website.id, subdomain: website.subdomain } : { ...website, template_slug: previewSlug }),
    [demo, previewSlug, website],
  );

  const applySelected = async () => {
    if (await apply(selected)) window.setTimeout(onApplied, 1000);
  };

  // Escape goes back to the builder, Enter applies the selection (builder.md section 2); not while a dialog is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (locked || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const target = event.target as HTMLElement | null;
      if (event.key === 'Escape') onBack();
      if (event.key === 'Enter' && selected && !applying && target?.tagName !== 'BUTTON' && target?.tagName !== 'INPUT' && target?.tagName !== 'A') {
        event.preventDefault();
        void applySelected();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const choose = (template: TemplateSummary) => {
    if (isLocked(plan, template)) showUpgrade(template);
    else setSelected(template);
  };

  return (
    <div className="flex h-dvh flex-col">
      <header aria-label="Template selection" className="flex h-16 shrink-0 items-center gap-3 border-b bg-background px-4 lg:px-6">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label="Back to the builder">
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="grid min-w-0">
          <h1 className="truncate text-[15px] font-semibold">Choose a Template</h1>
          <p className="truncate text-xs text-muted-foreground">{website.name}</p>
        </div>
        <div className="ml-auto flex items-center gap-2">
          <Checkbox id={demoId} checked={demo} onCheckedChange={(checked) => setDemo(checked === true)} />
          <Label htmlFor={demoId}>Preview with Demo Data</Label>
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        <main id="main" aria-label="Templates" className="flex min-w-0 flex-1 flex-col overflow-y-auto">
          <div className="flex flex-wrap gap-1.5 px-4 pt-5 lg:px-6" role="group" aria-label="Category">
            {['all', ...categories].map((item) => (
              <Button key={item} size="sm" variant={category === item ? 'primary' : 'outline'} aria-pressed={category === item} onClick={() => setCategory(item)}>
                {item === 'all' ? 'All' : item}
              </Button>
            ))}
          </div>
          {shown.length === 0 ? (
            <div className="p-6">
              <EmptyState icon={SearchX} title="No Templates Found" action={<Button variant="outline" onClick={() => setCategory('all')}>Show All Templates</Button>} />
            </div>
          ) : (
            <ul className="grid gap-4 p-4 sm:grid-cols-2 lg:p-6 xl:grid-cols-3" aria-label="Templates" onMouseLeave={() => setHovered(null)}>
              {shown.map((template) => (
                <li key={template.slug} className="grid">
                  <TemplateCard
                    template={template}
                    current={template.slug === current}
                    selected={selected?.slug === template.slug}
                    locked={isLocked(plan, template)}
                    lockOverlay
                    onSelect={() => choose(template)}
                    onPreview={() => !isLocked(plan, template) && setHovered(template.slug)}
                  />
                </li>
              ))}
            </ul>
          )}
        </main>
        {siteOrigin && <SelectionPreview siteOrigin={siteOrigin} website={previewSite} />}
      </div>
      <footer className="flex shrink-0 flex-wrap items-center gap-3 border-t bg-background px-4 py-3 lg:px-6">
        <p className="text-sm" aria-live="polite">
          {selected ? (
            <>
              Selected: <span className="font-medium">{selected.name}</span>
            </>
          ) : (
            <span className="text-muted-foreground">Select a template, then apply it.</span>
          )}
        </p>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" onClick={onBack}>
            Cancel
          </Button>
          <Button disabled={!selected || selected.slug === current} loading={applying !== null} onClick={() => void applySelected()}>
            {applying ? 'Applying...' : 'Apply Template'}
          </Button>
        </div>
      </footer>
      <UpgradeDialog reason={templateUpgrade(locked, requiredPlan, templates, upgradeHref)} onClose={closeUpgrade} closeAfterMs={upgradeDialogMs} />
    </div>
  );
}
