import { Camera, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useObjectUrl } from '../../lib/use-object-url';
import { checkPicture } from '../../lib/file-rules';
import { onboardingMessages as m } from '../../lib/messages';
import { isValidEmail, type ManualValues } from './form-model';
import { TextField } from './text-field';

type Personal = ManualValues['personal_info'];

/** Step 1: who the website is about, and an optional photo (at most 5MB). */
export function PersonalStep({
  value,
  onChange,
  picture,
  onPicture,
  errors,
}: {
  value: Personal;
  onChange: (changes: Partial<Personal>) => void;
  picture: File | null;
  onPicture: (file: File | null) => void;
  errors: Record<string, string>;
}) {
  const [emailTouched, setEmailTouched] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const preview = useObjectUrl(picture);
  const input = useRef<HTMLInputElement>(null);
  const emailError = errors['personal_info.email'] ?? (emailTouched && value.email.trim() && !isValidEmail(value.email) ? 'Please enter a valid email address' : undefined);


  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-4">
        <span className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full border bg-muted text-muted-foreground">
          {preview ? (
            <img
              src={preview}
              alt="Your photo"
              onError={() => {
                onPicture(null);
                setPictureError(m.pictureReadFailed);
              }}
              className="size-full object-cover"
            />
          ) : (
            <Camera className="size-7" aria-hidden="true" />
          )}
        </span>
        <div className="grid gap-1.5">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
              <Camera aria-hidden="true" />
              {picture ? 'Change photo' : 'Add a photo'}
            </Button>
            {picture && (
              <Button variant="ghost" size="sm" onClick={() => onPicture(null)}>
                <Trash2 aria-hidden="true" />
                Remove photo
              </Button>
            )}
          </div>
          <p className="text-[13px] text-muted-foreground">Optional · an image up to 5MB</p>
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const problem = checkPicture(file, m.manualPictureTooLarge);
            setPictureError(problem);
            if (!problem) onPicture(file);
          }}
        />
      </div>
      {pictureError && <Alert variant="danger">{pictureError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" value={value.name} onChange={(name) => onChange({ name })} required autoComplete="name" error={errors['personal_info.name']} />
        <TextField label="Professional title" value={value.title} onChange={(title) => onChange({ title })} required placeholder="e.g. Product Designer" error={errors['personal_info.title']} />
        <TextField
          label="Email"
          type="email"
          value={value.email}
          onChange={(email) => onChange({ email })}
          onBlur={() => setEmailTouched(true)}
          required
          autoComplete="email"
          error={emailError}
        />
        <TextField label="Location" value={value.location} onChange={(location) => onChange({ location })} placeholder="City, Country" autoComplete="address-level2" />
      </div>
      <TextField label="Professional summary" value={value.summary} onChange={(summary) => onChange({ summary })} multiline maxLength={5000} placeholder="Two or three sentences about what you do and what you are looking for." />
    </div>
  );
}
