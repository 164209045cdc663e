import { getPlan, planIncludes } from '@folio/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { UpgradeCard } from '@/components/upgrade-card';
import { isApiError } from '@/lib/api-client';
import { SectionPanel } from '../components/section-panel';
import { SwitchRow } from '../components/switch-row';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { VisitorAnalytics } from './visitor-analytics';
import { ConflictReloaded } from '../state/writer';
import { analyticsPreviewKey, analyticsPreviewQuery } from './analytics-api';
import { ANALYTICS_AUTOSAVE_MS, analyticsValues, isAnalyticsConfigured, sameAnalytics, validateAnalytics, type AnalyticsValues } from './analytics-form';

/** builder.md section 8, verbatim. */
export const analyticsMessages = {
  saved: 'Analytics settings saved successfully',
  saveFailed: 'Failed to save analytics settings',
  previewFailed: 'Error generating preview',
  previewEmpty: 'No analytics code generated',
};

const gaHelpUrl = 'https://support.google.com/analytics/answer/9539598';
const platforms = ['Facebook Pixel', 'Hotjar', 'Mixpanel', 'Amplitude', 'Segment', 'FullStory', 'LogRocket', 'Microsoft Clarity'];
const editorKey = 'analytics';

/**
 * The Analytics and Tracking section: the form saves itself 2 s after a valid change (or at once
 * with Save Changes), through the builder's write queue, so it carries the website's version.
 */
export function AnalyticsSection({ plan, upgradeHref }: { plan: string; upgradeHref: (plan: 'pro' | 'premium') => string }) {
  const canUseCustomCode = planIncludes(getPlan(plan), 'custom_analytics_code');
  const builder = useBuilder();
  const queryClient = useQueryClient();
  const website = useBuilderState((state) => state.website);
  const saved = useMemo(() => analyticsValues(website), [website]);
  const [values, setValues] = useState<AnalyticsValues>(saved);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const errors = { ...validateAnalytics(values), ...serverErrors };
  const dirty = !sameAnalytics(values, saved);
  const valid = Object.keys(errors).length === 0;
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    builder.ui.setEditorDirty(editorKey, dirty);
  }, [builder, dirty]);
  useEffect(() => () => builder.ui.setEditorDirty(editorKey, false), [builder]);

  // A valid change still waiting for its auto-save is saved when the section closes (another section chosen).
  const waiting = useRef<AnalyticsValues | null>(null);
  useEffect(() => {
    waiting.current = dirty && valid && !saving ? values : null;
  });
  useEffect(
    () => () => {
      const unsaved = waiting.current;
      if (!unsaved) return;
      builder.analytics
        .save(unsaved, canUseCustomCode)
        .then((answer) => {
          queryClient.setQueryData(analyticsPreviewKey(builder.store.getState().website.id), answer.preview);
          toast.success(analyticsMessages.saved);
        })
        .catch((error: unknown) => {
          if (!(error instanceof ConflictReloaded)) toast.error(analyticsMessages.saveFailed);
        });
    },
    [builder, canUseCustomCode, queryClient],
  );

  async function save(sent: AnalyticsValues) {
    window.clearTimeout(timer.current);
    setSaving(true);
    try {
      const answer = await builder.analytics.save(sent, canUseCustomCode);
      queryClient.setQueryData(analyticsPreviewKey(website.id), answer.preview);
      toast.success(analyticsMessages.saved);
    } catch (error) {
      if (error instanceof ConflictReloaded) {
        setValues(analyticsValues(builder.store.getState().website));
        return;
      }
      const fields = isApiError(error, 422) ? error.fieldErrors : {};
      if (Object.keys(fields).length > 0) {
        setServerErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? ''])));
      } else {
        toast.error(analyticsMessages.saveFailed);
      }
    } finally {
      setSaving(false);
    }
  }

  // Auto-save 2 s after the last valid change; an invalid or unchanged form waits.
  useEffect(() => {
    window.clearTimeout(timer.current);
    if (!dirty || !valid || saving) return;
    timer.current = window.setTimeout(() => void save(values), ANALYTICS_AUTOSAVE_MS);
    return () => window.clearTimeout(timer.current);
    // The timer restarts on every change of the form, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, dirty, valid, saving]);

  const change = (next: Partial<AnalyticsValues>) => {
    setServerErrors({});
    setValues((current) => ({ ...current, ...next }));
  };
  const setConfig = (key: keyof AnalyticsValues['analytics_config'], checked: boolean) =>
    change({ analytics_config: { ...values.analytics_config, [key]: checked } });

  const hasTrackingId = values.google_analytics_id.trim() !== '';

  return (
    <SectionPanel title="Analytics and Tracking" description="Measure visits to your published website. The code runs on your website only, never in the builder.">
      <Card className="mb-6">
        <CardContent className="pt-6">
          <VisitorAnalytics websiteId={website.id} />
        </CardContent>
      </Card>
      <form
        noValidate
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty && valid) void save(values);
        }}
      >
        <Card>
          <CardContent className="pt-6">
            <SwitchRow
              label="Enable Analytics"
              text="Add tracking to every page of your published website."
              checked={values.analytics_enabled}
              onCheckedChange={(checked) => change({ analytics_enabled: checked })}
            />
          </CardContent>
        </Card>

        {values.analytics_enabled && (
          <Card>
            <CardHeader>
              <CardTitle>Google Analytics 4</CardTitle>
              <CardDescription>Visits, pages and where visitors come from, in your Google Analytics account.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              <Field
                label="Tracking ID"
                error={errors.google_analytics_id}
                help={
                  <>
                    Your measurement ID, G-XXXXXXXXXX.{' '}
                    <a href={gaHelpUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-primary-text underline underline-offset-2">
                      Where to find it
                      <ExternalLink className="size-3" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </>
                }
              >
                <FieldControl>
                  <Input
                    value={values.google_analytics_id}
                    placeholder="G-XXXXXXXXXX"
                    autoComplete="off"
                    spellCheck={false}
                    className="font-mono"
                    onChange={(event) => change({ google_analytics_id: event.target.value })}
                  />
                </FieldControl>
              </Field>
              {hasTrackingId && (
                <fieldset className="grid gap-3">
                  <legend className="mb-3 text-sm font-medium">Advanced Options</legend>
                  <CheckRow
                    label="Enhanced Ecommerce"
                    text="Measure product and purchase interactions."
                    checked={values.analytics_config.google_analytics_enhanced_ecommerce}
                    onCheckedChange={(checked) => setConfig('google_analytics_enhanced_ecommerce', checked)}
                  />
                  <CheckRow
                    label="Demographics & Interests"
                    text="Report visitors' age, gender and interests where Google knows them."
                    checked={values.analytics_config.google_analytics_demographics}
                    onCheckedChange={(checked) => setConfig('google_analytics_demographics', checked)}
                  />
                </fieldset>
              )}
            </CardContent>
          </Card>
        )}

        {values.analytics_enabled &&
          (canUseCustomCode ? (
            <Card>
              <CardHeader>
                <CardTitle>Custom Analytics Code</CardTitle>
                <CardDescription>Tracking code from another platform, for the head of every page. Script tags are added automatically.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <Field label="Custom JavaScript" error={errors.custom_analytics_code} help="Paste the standard tracking code your platform gives you.">
                  <FieldControl>
                    <Textarea
                      rows={8}
                      value={values.custom_analytics_code}
                      spellCheck={false}
                      className="font-mono text-xs"
                      placeholder="// Your tracking code"
                      onChange={(event) => change({ custom_analytics_code: event.target.value })}
                    />
                  </FieldControl>
                </Field>
                <PlatformList />
              </CardContent>
            </Card>
          ) : (
            <CustomCodeUpgrade plan={plan} upgradeHref={upgradeHref} />
          ))}

        {isAnalyticsConfigured(website) && <CodePreview websiteId={website.id} />}

        {dirty && (
          <div
            role="region"
            aria-label="Unsaved analytics settings"
            className="sticky bottom-3 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card/95 px-4 py-3 shadow-lg backdrop-blur"
          >
            <p className="text-sm font-medium">You have unsaved changes</p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                disabled={saving}
                onClick={() => {
                  window.clearTimeout(timer.current);
                  setServerErrors({});
                  setValues(saved);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={!valid || saving}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </div>
        )}
      </form>
    </SectionPanel>
  );
}

/** The <head> snippet the published site carries, as the server builds it from the saved settings. */
function CodePreview({ websiteId }: { websiteId: number }) {
  const preview = useQuery(analyticsPreviewQuery(websiteId));
  const headingId = useId();
  let body: ReactNode;
  if (preview.isPending) body = <p className="text-sm text-muted-foreground">Loading preview...</p>;
  else if (preview.isError) body = <p className="text-sm text-danger-text" role="alert">{analyticsMessages.previewFailed}</p>;
  else if (preview.data === '') body = <p className="text-sm text-muted-foreground">{analyticsMessages.previewEmpty}</p>;
  else
    body = (
      <pre className="max-h-72 overflow-auto rounded-lg border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all text-foreground" tabIndex={0} aria-labelledby={headingId}>
        <code>{formatSnippet(preview.data)}</code>
      </pre>
    );
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={headingId}>Code Preview</CardTitle>
          <CardDescription>Added to the head section of every page of your published website.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void preview.refetch()} loading={preview.isFetching}>
          <RefreshCw className="size-3.5" aria-hidden="true" />
          Refresh Preview
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function PlatformList() {
  return (
    <div className="grid gap-2">
      <p className="text-[13px] font-medium text-muted-foreground">Works with</p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Supported platforms">
        {platforms.map((platform) => (
          <li key={platform}>
            <Badge>{platform}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Without access, an upgrade prompt replaces the custom code panel (builder.md "Analytics and Tracking"). */
function CustomCodeUpgrade({ plan, upgradeHref }: { plan: string; upgradeHref: (plan: 'pro' | 'premium') => string }) {
  const isFree = getPlan(plan).name === 'free';
  return (
    <UpgradeCard
      title="Custom Analytics Code"
      plan={isFree ? 'pro' : 'premium'}
      description="Add tracking code from other platforms to every page of your website, alongside Google Analytics."
      benefits={null}
      action={isFree ? 'Upgrade to Pro' : 'Upgrade Plan'}
      href={upgradeHref(isFree ? 'pro' : 'premium')}
    >
      <PlatformList />
    </UpgradeCard>
  );
}

/** One tag a line, so the preview reads like the page source. */
const formatSnippet = (html: string) => html.replace(/></g, '>\n<');

function CheckRow({ label, text, checked, onCheckedChange }: { label: string; text: string; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3.5">
      <Checkbox id={id} aria-describedby={`${id}-text`} checked={checked} onCheckedChange={(state) => onCheckedChange(state === true)} className="mt-0.5" />
      <span className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span id={`${id}-text`} className="text-[13px] text-muted-foreground">
          {text}
        </span>
      </span>
    </div>
  );
}
