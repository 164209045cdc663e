import { getPlan, verifiableStatuses, type CustomDomain, type CustomDomainStatus, type SslStatus } from '@folio/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Globe, ListChecks, ShieldCheck, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PlanFeatureList } from '@/components/plan-feature-list';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ContentSkeleton } from '@/components/ui/content-skeleton';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { UpgradeCard } from '@/components/upgrade-card';
import { errorDetails, getErrorMessage, isApiError } from '@/lib/api-client';
import { EmptyState, SectionPanel } from '../components/section-panel';
import { SwitchRow } from '../components/switch-row';
import { useBuilderState } from '../state/builder-context';
import { addCustomDomain, customDomainsKey, customDomainsQuery, removeCustomDomain, verifyCustomDomain } from './custom-domains-api';
import { DnsInstructionsDialog } from './dns-instructions-dialog';

/** builder.md section 8, verbatim. */
export const domainMessages = {
  loadFailed: 'Failed to load custom domains',
  addFailed: 'Failed to add custom domain',
  added: 'Custom domain added successfully',
  verifyFailed: 'Domain verification failed',
  verifyError: 'Verification process failed',
  verified: 'Domain verification completed successfully!',
  removeFailed: 'Failed to remove custom domain',
  removed: 'Custom domain removed successfully',
};

const title = 'Custom Domain';
const description = 'Show your website on a domain name of your own, with HTTPS set up for you.';

const statusLabels: Record<CustomDomainStatus, string> = {
  pending_verification: 'Pending',
  verified: 'Verified',
  failed: 'Failed',
  ssl_pending: 'SSL Pending',
  active: 'Active',
  suspended: 'Suspended',
};
const statusVariant = { pending_verification: 'warning', verified: 'success', failed: 'danger', ssl_pending: 'warning', active: 'success', suspended: 'neutral' } as const;
const sslLabels: Record<SslStatus, string> = { pending: 'Pending', issued: 'Active', failed: 'Failed', expired: 'Expired' };

type UpgradeOffer = { requiredPlan: 'pro' | 'premium'; benefits: string[] };

/** The Custom Domain section; on a plan without custom domains, the upgrade prompt instead (builder.md section 2). */
export function CustomDomainSection({ plan, upgradeHref }: { plan: string; upgradeHref: (plan: 'pro' | 'premium') => string }) {
  if (getPlan(plan).limits.custom_domains === 0) return <CustomDomainUpgrade upgradeHref={upgradeHref} />;
  return <CustomDomains upgradeHref={upgradeHref} />;
}

function CustomDomains({ upgradeHref }: { upgradeHref: (plan: 'pro' | 'premium') => string }) {
  const websiteId = useBuilderState((state) => state.website.id);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const query = useQuery(customDomainsQuery(websiteId));
  const [name, setName] = useState('');
  const [forceHttps, setForceHttps] = useState(true);
  const [redirectWww, setRedirectWww] = useState(true);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [instructionsFor, setInstructionsFor] = useState<number | null>(null);
  const [verifying, setVerifying] = useState<number | null>(null);
  const [upgrade, setUpgrade] = useState<UpgradeOffer | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: customDomainsKey(websiteId) });
  const merge = (domain: CustomDomain) =>
    queryClient.setQueryData(customDomainsQuery(websiteId).queryKey, (list) => list && { ...list, domains: list.domains.map((item) => (item.id === domain.id ? domain : item)) });

  async function add() {
    setAdding(true);
    setFieldError(undefined);
    try {
      const domain = await addCustomDomain(websiteId, { domain: name, force_https: forceHttps, redirect_www: redirectWww });
      toast.success(domainMessages.added);
      setName('');
      await refresh();
      setInstructionsFor(domain.id);
    } catch (error) {
      const offer = errorDetails(error, 'subscription_required');
      if (offer) setUpgrade({ requiredPlan: offer.required_plan, benefits: offer.upgrade_benefits });
      else if (isApiError(error, 403)) toast.error(getErrorMessage(error, domainMessages.addFailed));
      else if (isApiError(error, 422) && error.fieldErrors.domain?.[0]) setFieldError(error.fieldErrors.domain[0]);
      else toast.error(domainMessages.addFailed);
    } finally {
      setAdding(false);
    }
  }

  async function verify(domain: CustomDomain) {
    setVerifying(domain.id);
    try {
      merge(await verifyCustomDomain(domain.id));
      toast.success(domainMessages.verified);
      setInstructionsFor(null);
    } catch (error) {
      if (isApiError(error, 422)) {
        await refresh();
        toast.error(getErrorMessage(error, domainMessages.verifyFailed));
      } else {
        toast.error(getErrorMessage(error, domainMessages.verifyError));
      }
    } finally {
      setVerifying(null);
    }
  }

  async function remove(domain: CustomDomain) {
    const confirmed = await confirm({
      type: 'danger',
      title: `Remove ${domain.full_domain}?`,
      description: 'Your website stops showing on this domain at once. You can add it again later, with new DNS instructions.',
      confirmLabel: 'Remove',
    });
    if (!confirmed) return;
    try {
      await removeCustomDomain(domain.id);
      toast.success(domainMessages.removed);
    } catch {
      toast.error(domainMessages.removeFailed);
    }
    await refresh();
  }

  if (query.isPending) {
    return (
      <SectionPanel title={title} description={description}>
        <ContentSkeleton />
      </SectionPanel>
    );
  }
  if (query.isError) {
    return (
      <SectionPanel title={title} description={description}>
        <Alert variant="danger" title={domainMessages.loadFailed} action={<Button variant="outline" size="sm" onClick={() => void query.refetch()}>Try again</Button>} />
      </SectionPanel>
    );
  }

  const { domains, propagation_info: propagation, usage } = query.data;
  const shown = domains.find((domain) => domain.id === instructionsFor);
  const full = usage.limit !== -1 && usage.used >= usage.limit;

  return (
    <SectionPanel title={title} description={description}>
      <div className="grid gap-6">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Using {usage.used} of {usage.limit === -1 ? 'unlimited' : usage.limit} custom domains
        </p>

        {domains.length > 0 && (
          <ul className="grid gap-3" aria-label="Your domains">
            {domains.map((domain) => (
              <li key={domain.id}>
                <DomainCard
                  domain={domain}
                  verifying={verifying === domain.id}
                  onInstructions={() => setInstructionsFor(domain.id)}
                  onVerify={() => void verify(domain)}
                  onRemove={() => void remove(domain)}
                />
              </li>
            ))}
          </ul>
        )}

        <Card>
          <CardHeader>
            <CardTitle>Add a domain</CardTitle>
            <CardDescription>A domain you own, such as example.com. Folio gives you the DNS records to add, then checks them.</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              className="grid gap-5"
              onSubmit={(event) => {
                event.preventDefault();
                void add();
              }}
            >
              <Field label="Domain name" error={fieldError} help={fieldError ? undefined : 'Without https:// or a path. Add www. only if you want the www address itself.'}>
                <FieldControl>
                  <Input
                    value={name}
                    onChange={(event) => {
                      setName(event.target.value);
                      setFieldError(undefined);
                    }}
                    placeholder="example.com"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    inputMode="url"
                  />
                </FieldControl>
              </Field>
              <SwitchRow label="Force HTTPS" text="Visitors who type http:// are sent to the secure address." checked={forceHttps} onCheckedChange={setForceHttps} />
              <SwitchRow label="Redirect www" text="www.your-domain goes to your domain, so your site has one address." checked={redirectWww} onCheckedChange={setRedirectWww} />
              <div>
                <Button type="submit" loading={adding} disabled={name.trim() === '' || adding}>
                  {adding ? 'Adding...' : 'Add Domain'}
                </Button>
                {full && <p className="mt-2 text-[13px] text-muted-foreground">Your plan's domains are in use: adding another offers an upgrade.</p>}
              </div>
            </form>
          </CardContent>
        </Card>

        {domains.length === 0 && <EmptyState icon={Globe} title="No domains yet" text="Add a domain above; your website stays on its Folio address as well." />}
      </div>

      {shown && (
        <DnsInstructionsDialog
          domain={shown}
          propagation={propagation}
          open
          onOpenChange={(open) => !open && setInstructionsFor(null)}
          onVerify={verifiableStatuses.includes(shown.status) ? () => void verify(shown) : undefined}
          verifying={verifying === shown.id}
        />
      )}
      <Dialog open={upgrade !== null} onOpenChange={(open) => !open && setUpgrade(null)}>
        <DialogContent>
          <DialogHeader
            icon={
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
                <Sparkles className="size-5" aria-hidden="true" />
              </span>
            }
            title="Upgrade Required"
            description={`Your plan's custom domains are all in use. ${upgrade?.requiredPlan === 'premium' ? 'Premium' : 'Pro'} brings more.`}
          />
          {upgrade && <PlanFeatureList items={upgrade.benefits} />}
          <DialogFooter>
            <Button variant="outline" onClick={() => setUpgrade(null)}>
              Maybe Later
            </Button>
            {upgrade && (
              <Button asChild>
                <Link to={upgradeHref(upgrade.requiredPlan)}>{upgrade.requiredPlan === 'premium' ? 'Upgrade to Premium' : 'Upgrade to Pro'}</Link>
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SectionPanel>
  );
}

function DomainCard({ domain, verifying, onInstructions, onVerify, onRemove }: { domain: CustomDomain; verifying: boolean; onInstructions: () => void; onVerify: () => void; onRemove: () => void }) {
  const canVerify = verifiableStatuses.includes(domain.status);
  const served = domain.status === 'verified' || domain.status === 'ssl_pending' || domain.status === 'active';
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 text-[15px] font-semibold break-all">{domain.full_domain}</h3>
          <Badge variant={statusVariant[domain.status]}>{statusLabels[domain.status]}</Badge>
          {/* The certificate's state, unless the status already says it (SSL Pending). */}
          {served && domain.status !== 'ssl_pending' && (
            <Badge variant={domain.ssl_status === 'issued' ? 'success' : domain.ssl_status === 'pending' ? 'neutral' : 'danger'}>
              <ShieldCheck className="size-3" aria-hidden="true" />
              SSL {sslLabels[domain.ssl_status]}
            </Badge>
          )}
        </div>
        {domain.full_domain !== domain.domain && <p className="font-mono text-xs text-muted-foreground">{domain.domain}</p>}
        <p className="text-[13px] text-muted-foreground">
          {[domain.force_https ? 'HTTPS enforced' : 'HTTP allowed', domain.redirect_www ? 'www redirects here' : 'www served as is'].join(' · ')}
        </p>
        {canVerify && domain.last_error && (
          <p className="text-[13px] leading-snug text-danger-text" role="status">
            {domain.last_error}
          </p>
        )}
        {canVerify && domain.next_check_at && <p className="text-[13px] text-muted-foreground">Folio checks again by itself and tells you when it is verified.</p>}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onInstructions}>
            <ListChecks aria-hidden="true" />
            DNS Setup Instructions
          </Button>
          {canVerify && (
            <Button size="sm" onClick={onVerify} disabled={verifying}>
              {verifying ? 'Verifying...' : 'Verify'}
            </Button>
          )}
          {served && (
            <Button variant="outline" size="sm" asChild>
              <a href={domain.url} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" />
                Visit
              </a>
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${domain.full_domain}`} className="text-danger-text">
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function CustomDomainUpgrade({ upgradeHref }: { upgradeHref: (plan: 'pro' | 'premium') => string }) {
  return (
    <SectionPanel title={title} description={description}>
      <UpgradeCard
        title="Custom Domains Require Pro Plan"
        plan="pro"
        description="Show your website on your own domain name, with HTTPS set up for you. Your Folio address keeps working."
        action="Upgrade to Pro"
        href={upgradeHref('pro')}
      />
    </SectionPanel>
  );
}
