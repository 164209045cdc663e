import { CV_TEXT_MAX, CV_TEXT_MIN } from '@folio/schema';
import { ArrowLeft, CheckCircle2, ClipboardPaste } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useFlow } from '../store/flow-context';

/** Paste mode: the CV as text, with a counter that says when it is long enough (onboarding.md section 2). */
export function PasteTextPanel({ onBack, initialText = '' }: { onBack: () => void; initialText?: string }) {
  const { actions } = useFlow();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const length = text.trim().length;
  const valid = length >= CV_TEXT_MIN && length <= CV_TEXT_MAX;
  const short = length < CV_TEXT_MIN;

  const submit = async () => {
    setBusy(true);
    await actions.submitText(text);
    setBusy(false);
  };

  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>Your CV as text</Label>
      <Textarea
        id={id}
        rows={12}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Paste the full text of your CV here: your name and contact details, experience, education, skills…"
        aria-describedby={`${id}-count`}
        maxLength={CV_TEXT_MAX + 1000}
        className="min-h-64 font-mono text-[13px]"
      />
      <div id={`${id}-count`} className="flex flex-wrap items-center justify-between gap-2 text-[13px]" aria-live="polite">
        <span className={cn(short ? 'text-warning-text' : length > CV_TEXT_MAX ? 'text-danger-text' : 'text-muted-foreground')}>
          {length.toLocaleString('en')} / {CV_TEXT_MAX.toLocaleString('en')} characters
        </span>
        {short ? (
          <span className="text-warning-text">{(CV_TEXT_MIN - length).toLocaleString('en')} more characters needed (at least 100)</span>
        ) : length > CV_TEXT_MAX ? (
          <span className="text-danger-text">Too long: CV text must be less than 50,000 characters</span>
        ) : (
          <span className="flex items-center gap-1.5 text-success-text">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Ready to process
          </span>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" />
          Back to File Upload
        </Button>
        <Button onClick={() => void submit()} disabled={!valid || busy} loading={busy}>
          {!busy && <ClipboardPaste aria-hidden="true" />}
          Process CV Text
        </Button>
      </div>
    </div>
  );
}
