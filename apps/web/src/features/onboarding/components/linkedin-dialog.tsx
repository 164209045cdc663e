import { CV_MAX_BYTES } from '@folio/schema';
import { Briefcase, FileArchive } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Progress } from '@/components/ui/progress';
import { formatBytes } from '../lib/file-rules';
import { onboardingMessages as m } from '../lib/messages';
import { useFlow } from '../store/flow-context';

const steps: ReactNode[] = [
  <>
    On LinkedIn, open <strong>Settings &amp; Privacy</strong>, then <strong>Data privacy</strong>.
  </>,
  <>
    Choose <strong>Get a copy of your data</strong>.
  </>,
  <>
    Pick the files you want: <strong>Profile, Positions, Education, Skills</strong> (and Projects, Certifications if you have them), then <strong>Request archive</strong>.
  </>,
  <>LinkedIn e-mails you a link, usually within minutes. Download the ZIP and drop it here as it is: no need to unpack it.</>,
];

/**
 * Import from LinkedIn (Folio's addition): the ZIP that LinkedIn's "Get a copy of your data"
 * produces, read on the server into the same review step as a CV.
 */
export function LinkedInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { actions } = useFlow();
  const [file, setFile] = useState<File | null>(null);
  const [fraction, setFraction] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (chosen: File) => {
    setError(null);
    setFile(chosen);
    if (chosen.size > CV_MAX_BYTES) return setError(m.fileTooLarge);
    if (!/\.zip$/i.test(chosen.name)) return setError('Please upload the ZIP file from LinkedIn.');
    setFraction(0);
    const problem = await actions.importLinkedIn(chosen, setFraction);
    setFraction(null);
    if (problem) setError(problem);
    else onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (fraction !== null) return;
        if (!next) {
          setError(null);
          setFile(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-lg max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader
          icon={
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-text">
              <Briefcase className="size-5" aria-hidden="true" />
            </span>
          }
          title="Import from LinkedIn"
          description="LinkedIn lets you download your profile as a ZIP file. Folio reads it and shows you everything before a website is created."
        />
        <ol className="grid gap-2.5 text-sm">
          {steps.map((text, index) => (
            <li key={index} className="flex gap-3">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold">{index + 1}</span>
              <span className="pt-0.5 leading-relaxed [&_strong]:font-semibold">{text}</span>
            </li>
          ))}
        </ol>
        <FileDropZone accept=".zip,application/zip" onFile={(chosen) => void send(chosen)} disabled={fraction !== null} className="py-6">
          <span className="grid justify-items-center gap-2">
            <FileArchive className="size-6 text-primary-text" aria-hidden="true" />
            <span className="text-sm font-medium">{file ? `${file.name} · ${formatBytes(file.size)}` : 'Drop the LinkedIn ZIP here'}</span>
            <span className="inline-flex h-8 items-center rounded-lg border border-input bg-background px-3 text-[13px] font-medium">Choose ZIP File</span>
          </span>
        </FileDropZone>
        {fraction !== null && <Progress value={fraction * 100} label="Uploading the LinkedIn export" />}
        {error && <Alert variant="danger">{error}</Alert>}
        <p className="text-[13px] text-muted-foreground">Folio reads only your profile, positions, education, skills, projects, certifications, languages and contact details. Messages, connections and the rest of the archive are ignored.</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={fraction !== null}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
