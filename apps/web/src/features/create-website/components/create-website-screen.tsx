import { ArrowLeft, ArrowRight, Crown, FileJson, FileUp, LayoutTemplate, PenLine, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UpgradeDialog, type SubscriptionLimitData } from '@/components/upgrade-dialog';

export type CreatePath = 'upload' | 'template' | 'scratch';

interface PathOption {
  path: CreatePath;
  icon: LucideIcon;
  title: string;
  text: string;
  detail: string;
  action: string;
}

// The onboarding paths (onboarding.md section 1), described by what each one asks of the user.
const options: PathOption[] = [
  {
    path: 'upload',
    icon: FileUp,
    title: 'Upload your CV',
    text: 'A PDF, DOCX or DOC file, or its text pasted in. Folio reads it, suggests a template and shows you everything before the website is made.',
    detail: 'About 2 minutes',
    action: 'Upload CV',
  },
  {
    path: 'template',
    icon: LayoutTemplate,
    title: 'Start from a template',
    text: 'A finished website with sample content in the design you pick. Replace the sample with your own in the builder.',
    detail: 'Ready at once',
    action: 'Browse Templates',
  },
  {
    path: 'scratch',
    icon: PenLine,
    title: 'Start from scratch',
    text: 'A short form in six steps: your details, experience, education, skills, projects and the website itself.',
    detail: 'About 12 minutes',
    action: 'Start Building',
  },
];

/** /create-website: how to make the next website; each way starts at once (onboarding's steps, or the demo website). */
export function CreateWebsiteScreen({
  onChoose,
  dashboardHref,
  limit,
  onUpgrade,
  onImport,
}: {
  /** Starts a path; resolves with the limit data when the server refused for the plan, else navigates away. */
  onChoose: (path: CreatePath) => Promise<SubscriptionLimitData | null>;
  /** Imports a Folio export file; resolves as onChoose does. */
  onImport: (file: File) => Promise<SubscriptionLimitData | null>;
  dashboardHref: string;
  /** Set when the plan has no room for another website. */
  limit: SubscriptionLimitData | null;
  onUpgrade?: () => void;
}) {
  const [upgrade, setUpgrade] = useState<SubscriptionLimitData | null>(null);
  const [busy, setBusy] = useState<CreatePath | 'import' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const start = async (which: CreatePath | 'import', work: () => Promise<SubscriptionLimitData | null>) => {
    setBusy(which);
    try {
      const refused = await work();
      if (refused) setUpgrade(refused);
    } finally {
      setBusy(null);
    }
  };
  const choose = async (path: CreatePath) => {
    if (limit) {
      setUpgrade(limit);
      return;
    }
    await start(path, () => onChoose(path));
  };
  const chooseFile = () => {
    if (limit) setUpgrade(limit);
    else fileInput.current?.click();
  };
  return (
    <div className="grid gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5 motion-ok:animate-enter">
          <h2 className="text-2xl font-semibold tracking-tight">Create a new website</h2>
          <p className="text-sm text-muted-foreground">Choose how to start. Everything can be changed in the builder afterwards.</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to={dashboardHref}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>

      {limit && (
        <div className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary-soft/60 p-5 sm:flex-row sm:items-center">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-background text-primary-text">
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <div className="grid flex-1 gap-0.5">
            <p className="font-medium">Your {limit.current_plan_display} plan is full</p>
            <p className="text-sm text-foreground/80">
              It includes {limit.limit} portfolio website{limit.limit === 1 ? '' : 's'} and you have {limit.current_count}.{' '}
              {limit.suggested_plan ? 'Upgrade to create another one.' : 'Delete a website you no longer need to make room.'}
            </p>
          </div>
          {limit.suggested_plan && <Button onClick={() => setUpgrade(limit)}>See plans</Button>}
        </div>
      )}

      <ul className="grid gap-4 md:grid-cols-3">
        {options.map((option) => (
          <li key={option.path} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-xs">
            <div className="flex items-center justify-between gap-2">
              <span className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary-text">
                <option.icon className="size-5" aria-hidden="true" />
              </span>
              {option.path === 'upload' && <Badge variant="primary">Recommended</Badge>}
            </div>
            <div className="grid gap-1.5">
              <h3 id={`create-${option.path}-title`} className="text-base font-semibold tracking-tight">
                {option.title}
              </h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{option.text}</p>
            </div>
            <p className="mt-auto text-xs font-medium text-muted-foreground">{option.detail}</p>
            <Button
              variant={option.path === 'upload' ? 'primary' : 'outline'}
              onClick={() => void choose(option.path)}
              loading={busy === option.path}
              disabled={busy !== null}
              aria-describedby={`create-${option.path}-title`}
            >
              {option.action}
              {busy !== option.path && <ArrowRight aria-hidden="true" />}
            </Button>
          </li>
        ))}
      </ul>

      <section aria-labelledby="create-import-title" className="flex flex-col gap-4 rounded-2xl border border-dashed bg-card p-6 sm:flex-row sm:items-center">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-muted text-muted-foreground">
          <FileJson className="size-5" aria-hidden="true" />
        </span>
        <div className="grid flex-1 gap-1">
          <h3 id="create-import-title" className="text-base font-semibold tracking-tight">
            Import a Folio export
          </h3>
          <p className="text-sm text-muted-foreground">
            The website-&#123;id&#125;.json file downloaded from the builder or the dashboard. It becomes a new website with the same content; only pictures stored on Folio come along.
          </p>
        </div>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Folio export file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void start('import', () => onImport(file));
          }}
        />
        <Button variant="outline" onClick={chooseFile} loading={busy === 'import'} disabled={busy !== null} aria-describedby="create-import-title">
          Import File
        </Button>
      </section>
      <UpgradeDialog reason={upgrade && { kind: 'limit', data: upgrade }} onClose={() => setUpgrade(null)} onUpgrade={onUpgrade} />
    </div>
  );
}
