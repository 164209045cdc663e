import { supportCategories, supportCategoryLabels, type SupportCategory } from '@folio/schema';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useSendSupportRequest } from '../api/support';

type FieldName = 'name' | 'email' | 'subject' | 'message' | 'category';

/**
 * The support request form: a guest gives a name and an e-mail, a signed-in user is known by their
 * account. The hidden `website` field is a honeypot for bots.
 */
export function SupportForm({ signedIn }: { signedIn: boolean }) {
  const send = useSendSupportRequest();
  const [values, setValues] = useState({ name: '', email: '', subject: '', message: '', category: '', website: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ reference: string | null; message: string } | null>(null);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    send.mutate(
      {
        ...(signedIn ? {} : { name: values.name, email: values.email }),
        subject: values.subject,
        message: values.message,
        ...(values.category ? { category: values.category as SupportCategory } : {}),
        website: values.website,
      },
      {
        onSuccess: (answer) => {
          setSent({ reference: answer.reference, message: answer.message });
          setValues({ name: '', email: '', subject: '', message: '', category: '', website: '' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            const fields = error.fieldErrors as Partial<Record<FieldName, string[]>>;
            setErrors(Object.fromEntries(Object.entries(fields).map(([name, list]) => [name, list?.[0]])));
            if (Object.keys(fields).length === 0) setFailure(getErrorMessage(error));
          } else {
            setFailure(getErrorMessage(error));
          }
        },
      },
    );
  };

  if (sent) {
    return (
      <div className="grid gap-4 rounded-xl border bg-card p-6" role="status">
        <span className="grid size-10 place-items-center rounded-full bg-success-soft text-success-text" aria-hidden="true">
          <MailCheck className="size-5" />
        </span>
        <p className="font-medium">{sent.message}</p>
        {sent.reference && (
          <p className="text-sm text-muted-foreground">
            Your reference is <strong className="font-semibold text-foreground">{sent.reference}</strong>.
            {signedIn ? ' You find the request and our answer under Your requests.' : ' We sent it to your e-mail address too.'}
          </p>
        )}
        <Button variant="outline" className="w-fit" onClick={() => setSent(null)}>
          Send another request
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 rounded-xl border bg-card p-6" aria-label="Support request">
      {failure && <Alert variant="danger" title={failure} />}
      {!signedIn && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" error={errors.name}>
            <FieldControl>
              <Input autoComplete="name" maxLength={100} value={values.name} onChange={set('name')} />
            </FieldControl>
          </Field>
          <Field label="Email" error={errors.email}>
            <FieldControl>
              <Input type="email" autoComplete="email" placeholder="you@example.com" maxLength={255} value={values.email} onChange={set('email')} />
            </FieldControl>
          </Field>
        </div>
      )}
      <Field label="Subject" error={errors.subject}>
        <FieldControl>
          <Input maxLength={200} value={values.subject} onChange={set('subject')} />
        </FieldControl>
      </Field>
      <Field label="Category" aside={<span className="text-xs text-muted-foreground">Optional</span>} error={errors.category}>
        <FieldControl>
          <Select value={values.category} onChange={set('category')}>
            <option value="">Choose a category</option>
            {supportCategories.map((category) => (
              <option key={category} value={category}>
                {supportCategoryLabels[category]}
              </option>
            ))}
          </Select>
        </FieldControl>
      </Field>
      <Field label="Message" error={errors.message} help="What happened, and what you expected. Up to 5000 characters.">
        <FieldControl>
          <Textarea rows={6} maxLength={5000} value={values.message} onChange={set('message')} />
        </FieldControl>
      </Field>
      {/* People never see this field; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
        </label>
      </div>
      <Button type="submit" className="w-fit" loading={send.isPending}>
        Send request
      </Button>
    </form>
  );
}
