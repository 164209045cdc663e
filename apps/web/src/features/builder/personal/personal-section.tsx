import { toInternationalPhone, type Contact } from '@folio/schema';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SwitchRow } from '../components/switch-row';
import { Textarea } from '@/components/ui/textarea';
import { SectionPanel } from '../components/section-panel';
import { useDebouncedSave } from '../components/save-button';
import { useBuilder, useBuilderState } from '../state/builder-context';
import type { PersonalFields } from '../state/builder-state';
import { builderMessages } from '../state/messages';
import { validatePersonal } from '../state/save-actions';
import { isPersonalDirty, personalValues } from '../state/selectors';
import { ProfilePicture } from './profile-picture';

/** The e-mail is checked on blur and 500 ms after the last change (builder.md section 5). */
const emailCheckDelayMs = 500;

/**
 * Personal information. Every keystroke goes to the builder's draft (and so to the preview); the
 * draft is saved by this Save, the header's Save or autosave, whichever comes first.
 */
export function PersonalSection() {
  const builder = useBuilder();
  const website = useBuilderState((state) => state.website);
  const draft = useBuilderState((state) => state.draft);
  const serverErrors = useBuilderState((state) => state.personalErrors);
  const validationNonce = useBuilderState((state) => state.validationNonce);
  const dirty = useBuilderState(isPersonalDirty);
  const busy = useBuilderState((state) => state.save.phase === 'saving' || state.save.phase === 'retrying' || state.save.phase === 'pending');
  const requestSave = useDebouncedSave(builderMessages.personalFailed);
  const values = useMemo(() => personalValues({ website, draft }), [website, draft]);
  const localErrors = useMemo(() => validatePersonal(values), [values]);
  // A number kept from a CV without its country code says so at once, rather than at the next save.
  const [shown, setShown] = useState<Set<string>>(() => new Set(localErrors['contact.phone'] ? ['contact.phone'] : []));
  const [showAllFrom, setShowAllFrom] = useState(validationNonce);
  const emailTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(emailTimer.current), []);

  // After a blocked save every error shows, whether or not its field was visited.
  const showAll = validationNonce !== showAllFrom;
  const errorOf = (field: string) => serverErrors[field] ?? (showAll || shown.has(field) ? localErrors[field] : undefined);
  const reveal = (field: string) => setShown((current) => (current.has(field) ? current : new Set(current).add(field)));

  const set = <K extends keyof PersonalFields>(key: K, value: PersonalFields[K]) => builder.website.setPersonalField(key, value);
  const setContact = <K extends keyof Contact>(key: K, value: Contact[K]) => set('contact', { ...values.contact, [key]: value });

  const cancel = () => {
    builder.website.discardPersonal();
    setShown(new Set());
    setShowAllFrom(validationNonce);
  };

  return (
    <SectionPanel title="Personal Information" description="Your name, introduction and how visitors can reach you.">
      <ProfilePicture />
      <form
        noValidate
        data-builder-history
        onSubmit={(event) => {
          event.preventDefault();
          requestSave();
        }}
      >
        <Card>
          <CardHeader>
            <CardTitle>About you</CardTitle>
            <CardDescription>The first thing visitors read on your website.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <TextField label="Full name" value={values.name} error={errorOf('name')} onChange={(value) => set('name', value)} onBlur={() => reveal('name')} autoComplete="name" />
            <TextField
              label="Headline"
              value={values.contact.title}
              error={errorOf('contact.title')}
              onChange={(value) => setContact('title', value)}
              autoComplete="organization-title"
              help="Your role in a few words, e.g. “Product Designer”. Shown under your name and in the page title."
            />
            <TextField
              label="Intro"
              value={values.intro}
              error={errorOf('intro')}
              onChange={(value) => set('intro', value)}
              help="A sentence that introduces you, e.g. “I design calm, fast interfaces for products people use every day.”"
            />
            <Field label="Description" error={errorOf('description')} help="A short paragraph about you and your work.">
              <FieldControl>
                <Textarea rows={5} value={values.description} onChange={(event) => set('description', event.target.value)} />
              </FieldControl>
            </Field>
          </CardContent>
          <CardHeader className="border-t pt-6">
            <CardTitle>Contact</CardTitle>
            <CardDescription>Shown in the contact section of your website.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                value={values.contact.email}
                error={errorOf('contact.email')}
                onBlur={() => reveal('contact.email')}
                onChange={(value) => {
                  setContact('email', value);
                  window.clearTimeout(emailTimer.current);
                  emailTimer.current = window.setTimeout(() => reveal('contact.email'), emailCheckDelayMs);
                }}
              />
              <TextField label="Location" value={values.contact.location} error={errorOf('contact.location')} onChange={(value) => setContact('location', value)} />
            </div>
            <div className="grid gap-3">
              <TextField
                label="Phone"
                type="tel"
                autoComplete="tel"
                value={values.contact.phone}
                error={errorOf('contact.phone')}
                onChange={(value) => setContact('phone', value)}
                onBlur={() => {
                  // Written the way it is stored, once it reads as a number with its country code.
                  const international = toInternationalPhone(values.contact.phone);
                  if (international && international !== values.contact.phone) setContact('phone', international);
                  reveal('contact.phone');
                }}
                help="With your country code, e.g. +44 20 7946 0958."
              />
              <SwitchRow
                className="rounded-lg border p-3.5"
                label="Show phone on the site"
                text="Visitors see it in your contact section and can tap it to call."
                checked={values.contact.show_phone}
                onCheckedChange={(checked) => setContact('show_phone', checked)}
              />
            </div>
            <Field label="Contact description" error={errorOf('contact.description')}>
              <FieldControl>
                <Textarea rows={3} value={values.contact.description} onChange={(event) => setContact('description', event.target.value)} />
              </FieldControl>
            </Field>
            <SwitchRow
              className="rounded-lg border p-3.5"
              label="Available for freelance"
              text="Tell visitors you take on freelance work."
              checked={values.contact.available_for_freelance}
              onCheckedChange={(checked) => setContact('available_for_freelance', checked)}
            />
          </CardContent>
          <CardFooter className="justify-end">
            <Button variant="outline" onClick={cancel} disabled={!dirty || busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={!dirty} loading={busy}>
              Save
            </Button>
          </CardFooter>
        </Card>
      </form>
    </SectionPanel>
  );
}

function TextField({
  label,
  value,
  error,
  help,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  help?: ReactNode;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <Field label={label} error={error} help={help}>
      <FieldControl>
        <Input type={type} value={value} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      </FieldControl>
    </Field>
  );
}
