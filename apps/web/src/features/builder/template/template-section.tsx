import { getPlan } from '@folio/schema';
import { LayoutTemplate, SearchX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTemplates } from '@/api/get-templates';
import { EmptyState, SectionPanel } from '../components/section-panel';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { builderMessages, upgradeDialogMs } from '../state/messages';
import { isLocked, tierLabels } from './catalogue';
import { TemplateCard } from './template-card';
import { templateUpgrade, UpgradeDialog } from '@/components/upgrade-dialog';
import { useApplyTemplate } from './use-apply-template';
import { useTemplateFilters, type TierFilter } from './use-template-filters';

/**
 * Choose Template: selecting a template shows it in the live preview with the user's data (or the
 * template's demo data); Apply makes it the website's template. Templates above the plan open the
 * upgrade dialog instead of previewing.
 */
export function TemplateSection({ plan, upgradeHref, templatesScreenHref }: { plan: string; upgradeHref: (plan: 'pro' | 'premium') => string; templatesScreenHref: string }) {
  const builder = useBuilder();
  const templates = useTemplates();
  const list = templates.data ?? [];
  const filters = useTemplateFilters(list);
  const current = useBuilderState((state) => state.website.template_slug);
  const [selected, setSelected] = useState<string | null>(null);
  const [demo, setDemo] = useState(false);
  const demoId = useId();
  const categoryId = useId();
  const { apply, applying, locked, requiredPlan, showUpgrade, closeUpgrade } = useApplyTemplate({ upgradeHref });

  // Leaving the section puts the user's own template back in the preview.
  useEffect(() => () => builder.ui.setTemplatePreview(null), [builder]);

  const select = (slug: string) => {
    const template = list.find((item) => item.slug === slug);
    if (!template) return;
    if (isLocked(plan, template)) {
      showUpgrade(template);
      return;
    }
    setSelected(slug);
    builder.ui.setTemplatePreview(slug === current && !demo ? null : { slug, demo });
  };

  const toggleDemo = (on: boolean) => {
    setDemo(on);
    toast.info(on ? builderMessages.demoOn : builderMessages.demoOff);
    const slug = selected ?? current;
    builder.ui.setTemplatePreview(on || slug !== current ? { slug, demo: on } : null);
  };

  const grid = templates.isPending ? (
    <p role="status" className="text-sm text-muted-foreground">
      Loading templates...
    </p>
  ) : filters.shown.length === 0 ? (
    <EmptyState
      icon={SearchX}
      title={list.length === 0 ? 'No templates available' : 'No Templates Found'}
      text={list.length === 0 ? undefined : 'No template matches these filters.'}
      action={
        list.length > 0 ? (
          <Button variant="outline" onClick={filters.reset}>
            Show All Templates
          </Button>
        ) : undefined
      }
    />
  ) : (
    <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3" aria-label="Templates">
      {filters.shown.map((template) => {
        const isCurrent = template.slug === current;
        const isSelected = template.slug === selected;
        return (
          <li key={template.slug} className="grid">
            <TemplateCard
              template={template}
              current={isCurrent}
              selected={isSelected}
              locked={isLocked(plan, template)}
              onSelect={() => select(template.slug)}
              footer={
                isSelected && !isCurrent ? (
                  <Button className="w-full" loading={applying === template.slug} onClick={() => void apply(template).then((ok) => ok && setSelected(null))}>
                    {applying === template.slug ? 'Applying...' : `Apply ${template.name}`}
                  </Button>
                ) : undefined
              }
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <SectionPanel
      title="Choose Template"
      description={`Your plan: ${getPlan(plan).display_name}. Pick a design; your content stays the same.`}
      action={
        <Button variant="outline" asChild>
          {/* A router link, so the leave confirmation guards unsaved edits (a plain link would reload the app). */}
          <Link to={templatesScreenHref}>
            <LayoutTemplate aria-hidden="true" />
            Full-screen selection
          </Link>
        </Button>
      }
    >
      <Tabs value={filters.tier} onValueChange={(value) => filters.setTier(value as TierFilter)} className="grid grid-cols-1 gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Checkbox id={demoId} checked={demo} onCheckedChange={(checked) => toggleDemo(checked === true)} />
            <Label htmlFor={demoId}>Demo Data</Label>
          </div>
          <div className="flex items-center gap-2">
            <Label htmlFor={categoryId} className="sr-only">
              Category
            </Label>
            <Select id={categoryId} value={filters.category} onChange={(event) => filters.setCategory(event.target.value)} className="w-44">
              <option value="all">All categories</option>
              {filters.categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          </div>
          <TabsList aria-label="Template tier">
            <TabsTrigger value="all">All Templates ({filters.counts.all})</TabsTrigger>
            {(['free', 'pro', 'premium'] as const).map((tier) => (
              <TabsTrigger key={tier} value={tier}>
                {tierLabels[tier]} ({filters.counts[tier]})
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {(['all', 'free', 'pro', 'premium'] as const).map((tier) => (
          // Every tab has its panel (aria-controls must point somewhere); only the chosen one holds the grid.
          <TabsContent key={tier} value={tier} forceMount hidden={filters.tier !== tier} tabIndex={-1}>
            {filters.tier === tier && grid}
          </TabsContent>
        ))}
      </Tabs>
      <UpgradeDialog reason={templateUpgrade(locked, requiredPlan, list, upgradeHref)} onClose={closeUpgrade} closeAfterMs={upgradeDialogMs} />
    </SectionPanel>
  );
}
