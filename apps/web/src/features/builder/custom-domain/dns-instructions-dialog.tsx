import type { CustomDomain, PropagationInfo } from '@folio/schema';
import { Check, Copy, Globe } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';

function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => {
            setCopied(true);
            window.setTimeout(() => setCopied(false), 2000);
          },
          () => toast.error('Could not copy. Select the text and copy it instead.'),
        );
      }}
    >
      {copied ? <Check className="size-4 text-success-text" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
    </Button>
  );
}

function Value({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex min-w-0 items-center gap-1">
      <code className="min-w-0 flex-1 rounded-md bg-muted px-2 py-1.5 font-mono text-[13px] break-all select-all">{value}</code>
      <CopyButton value={value} label={label} />
    </div>
  );
}

/**
 * DNS Setup Instructions (builder.md section 2): the records to add at the DNS provider, each value
 * with a copy button, and how long DNS takes. Verify sits here too, for a domain that still waits.
 */
export function DnsInstructionsDialog({
  domain,
  propagation,
  open,
  onOpenChange,
  onVerify,
  verifying,
}: {
  domain: CustomDomain;
  propagation: PropagationInfo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVerify?: () => void;
  verifying: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader
          icon={
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
              <Globe className="size-5" aria-hidden="true" />
            </span>
          }
          title="DNS Setup Instructions"
          description={`Add these records at the company where you manage ${domain.full_domain} (your registrar or DNS provider).`}
        />
        <ol className="grid gap-4">
          {domain.dns_instructions.records.map((record, index) => (
            <li key={`${record.type}-${record.name}`} className="grid gap-2 rounded-xl border p-4">
              <p className="text-sm font-medium">
                {index + 1}. {record.type} record
                {record.type === 'TXT' ? ' (proves the domain is yours)' : record.name.startsWith('www.') ? ' for www' : ' for the domain itself'}
              </p>
              <dl className="grid gap-2 text-sm sm:grid-cols-[7rem_1fr] sm:items-center">
                <dt className="text-muted-foreground">Type</dt>
                <dd className="font-mono text-[13px]">{record.type}</dd>
                <dt className="text-muted-foreground">Name</dt>
                <dd className="min-w-0">
                  <Value value={record.name} label={`${record.type} name`} />
                </dd>
                <dt className="text-muted-foreground">Value</dt>
                <dd className="min-w-0">
                  <Value value={record.value} label={`${record.type} value`} />
                </dd>
                <dt className="text-muted-foreground">TTL</dt>
                <dd className="font-mono text-[13px]">{record.ttl}</dd>
              </dl>
            </li>
          ))}
        </ol>
        <p className="text-[13px] leading-relaxed text-muted-foreground">
          Some providers allow no CNAME on the domain itself: use their ALIAS or ANAME record (or flattening) with the same value.
        </p>
        <section aria-labelledby="propagation-title" className="grid gap-1 rounded-xl bg-muted/60 p-4 text-sm">
          <h3 id="propagation-title" className="font-medium">
            How long it takes
          </h3>
          <p className="text-muted-foreground">
            Usually {propagation.typical}; at least {propagation.minimum}, at most {propagation.maximum}.
          </p>
          <p className="text-muted-foreground">{propagation.note}</p>
        </section>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {onVerify && (
            <Button type="button" onClick={onVerify} disabled={verifying}>
              {verifying ? 'Verifying...' : 'Verify'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
