import type { TemplateSummary } from '@folio/schema';
import { ArrowRight, LayoutGrid, Minus, Monitor, Plus, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useApplyTemplate } from '../api/apply-template';
import { useSessionData } from '../api/get-session-data';
import { useTemplates } from '@/api/get-templates';
import { useWebsite } from '@/api/get-website';
import { errorMessage, templateLockOf } from '../lib/api-errors';
import { useFlow } from '../store/flow-context';
import { devices, SitePreviewFrame, type Device } from './site-preview-frame';
import { StepHeading } from './step-heading';
import { TemplateChoices, type TemplateChoice } from './template-choices';

const zoomRange = { min: 0.5, max: 1.5, step: 0.1, start: 0.8 };
const icons = { mobile: Smartphone, tablet: Tablet, desktop: Monitor } as const;
const round = (value: number) => Math.round(value * 10) / 10;

/** Preview (onboarding.md section 2): the real site at three device sizes, zoom, and the alternative templates. */
export function PreviewStep() {
  const { state, actions } = useFlow();
  const { data: user } = useUser();
  const websiteId = state.websiteId;
  const website = useWebsite(websiteId);
  const data = useSessionData(state.sessionId);
  const templates = useTemplates();
  const apply = useApplyTemplate();
  const [device, setDevice] = useState<Device>(devices[2]!);
  const [zoom, setZoom] = useState(zoomRange.start);
  const [applyError, setApplyError] = useState<string | null>(null);

  const recommendation = data.data?.template_recommendation;
  const find = (slug: string) => templates.data?.find((template) => template.slug === slug);
  const choices: TemplateChoice[] = recommendation
    ? [{ template: recommendation.recommended_template, score: recommendation.match_score }, ...recommendation.alternative_templates]
        .map((choice) => ({ template: find(choice.template), score: choice.score }))
        .filter((choice): choice is TemplateChoice => choice.template !== undefined)
    : [];
  const plan = user?.role === 'admin' ? 'premium' : (user?.current_plan ?? 'free');

  const onLocked = (template: TemplateSummary) =>
    actions.showTemplateLock({ required_plan: template.tier === 'premium' ? 'premium' : 'pro', current_plan: plan, template: template.slug });
  const onApply = (slug: string) => {
    if (!websiteId) return;
    setApplyError(null);
    apply.mutate(
      { websiteId, templateSlug: slug },
      {
        onError: (error) => {
          const lock = templateLockOf(error);
          if (lock) actions.showTemplateLock(lock);
          else setApplyError(errorMessage(error, 'Failed to update template'));
        },
      },
    );
  };

  return (
    <section aria-labelledby="preview-title" className="grid gap-6">
      <StepHeading
        title={<span id="preview-title">Preview Your Portfolio</span>}
        description="This is your website as visitors will see it. Try it at each size, or switch to another template that suits your CV."
        aside={
          <Button onClick={() => actions.goTo('complete')}>
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        }
      />
      <div className="grid gap-6">
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Segmented
              label="Device size"
              value={device.id}
              onChange={(id) => setDevice(devices.find((item) => item.id === id) ?? device)}
              options={devices.map((item) => {
                const Icon = icons[item.id];
                return { value: item.id, label: <><Icon aria-hidden="true" /><span className="max-sm:sr-only">{item.label}</span></>, ariaLabel: `${item.label} (${item.width}×${item.height})` };
              })}
            />
            <div className="flex items-center gap-1" role="group" aria-label="Zoom">
              <Button variant="outline" size="icon-sm" aria-label="Zoom out" disabled={zoom <= zoomRange.min} onClick={() => setZoom((value) => Math.max(zoomRange.min, round(value - zoomRange.step)))}>
                <Minus aria-hidden="true" />
              </Button>
              <output className="w-14 text-center text-sm tabular-nums" aria-live="polite">
                {Math.round(zoom * 100)}%
              </output>
              <Button variant="outline" size="icon-sm" aria-label="Zoom in" disabled={zoom >= zoomRange.max} onClick={() => setZoom((value) => Math.min(zoomRange.max, round(value + zoomRange.step)))}>
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </div>
          {websiteId && website.data && <SitePreviewFrame websiteId={websiteId} version={`${website.data?.template_slug ?? ''}:${website.data?.version ?? ''}`} device={device} zoom={zoom} />}
        </div>
        <section aria-labelledby="alternatives-title" className="grid gap-3">
          <h3 id="alternatives-title" className="font-semibold">
            Templates for your CV
          </h3>
          {applyError && <p role="alert" className="text-sm text-danger-text">{applyError}</p>}
          <TemplateChoices choices={choices} currentSlug={website.data?.template_slug} plan={plan} applying={apply.isPending ? (apply.variables?.templateSlug ?? null) : null} onApply={onApply} onLocked={onLocked} />
          {websiteId && (
            <Button variant="outline" className="justify-self-start" asChild>
              <Link to={paths.app.templates.getHref(websiteId)}>
                <LayoutGrid aria-hidden="true" />
                Browse all templates
              </Link>
            </Button>
          )}
        </section>
      </div>
    </section>
  );
}
