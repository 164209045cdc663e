import { zodResolver } from '@hookform/resolvers/zod';
import { registerInput, type BillingCycle, type PlanName } from '@folio/schema';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { setPendingRegistration } from '@/lib/auth-storage';
import { messages } from '@/lib/error-messages';
import { useRegister, type RegisterAnswer } from '../api/register';
import { textLinkClass } from './auth-card';
import { PasswordStrength } from './password-strength';

const formFields = ['name', 'email', 'company', 'password', 'password_confirmation', 'terms'] as const;
type FormField = (typeof formFields)[number];

function isFormField(field: string): field is FormField {
  return (formFields as readonly string[]).includes(field);
}

export interface PlanChoice {
  plan: PlanName | null;
  billing: BillingCycle | null;
  /** Registration started from checkout or pricing: the server records the context. */
  checkout: boolean;
}

interface GeneralError {
  message: string;
  help: string;
}

/** Account creation (platform.md sections 2, 5, 8): shared schema on the client, server errors under their fields. */
export function RegisterForm({ choice, onRegistered }: { choice: PlanChoice; onRegistered: (answer: RegisterAnswer) => void }) {
  const register = useRegister();
  const [generalError, setGeneralError] = useState<GeneralError | null>(null);
  const form = useForm({
    resolver: zodResolver(registerInput),
    defaultValues: { name: '', email: '', company: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const termsAccepted = useWatch({ control: form.control, name: 'terms' }) === true;

  const onSubmit = form.handleSubmit((values) => {
    setGeneralError(null);
    register.mutate(
      {
        name: values.name,
        email: values.email,
        company: values.company || null,
        password: values.password,
        password_confirmation: values.password_confirmation,
        terms: true,
        selected_plan: choice.plan,
        billing_cycle: choice.plan ? (choice.billing ?? 'monthly') : null,
        plan_context: choice.checkout ? 'checkout' : null,
      },
      {
        onSuccess: (answer) => {
          setPendingRegistration({ email: values.email, selectedPlan: choice.plan, billingCycle: choice.billing });
          toast.success(answer.message);
          onRegistered(answer);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            for (const [field, list] of Object.entries(error.fieldErrors)) {
              if (isFormField(field) && list[0]) form.setError(field, { message: list[0] });
            }
            const unplaced = Object.keys(error.fieldErrors).some((field) => !isFormField(field));
            if (unplaced || Object.keys(error.fieldErrors).length === 0) {
              setGeneralError({ message: error.serverMessage ?? messages.registrationFailed, help: messages.registrationFailedHelp });
            }
          } else if (error instanceof ApiError && error.status !== 0 && error.serverMessage) {
            setGeneralError({ message: error.serverMessage, help: messages.registrationFailedHelp });
          } else {
            setGeneralError({ message: messages.registrationFailed, help: messages.registrationFailedHelp });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {generalError && (
        <Alert variant="danger" title={generalError.message}>
          {generalError.help}
        </Alert>
      )}
      <Field label="Full name" error={errors.name?.message}>
        <FieldControl>
          <Input autoComplete="name" placeholder="Ada Lovelace" autoFocus {...form.register('name')} />
        </FieldControl>
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <FieldControl>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
        </FieldControl>
      </Field>
      <Field
        label="Company or university"
        aside={<span className="text-[13px] text-muted-foreground">Optional</span>}
        error={errors.company?.message}
      >
        <FieldControl>
          <Input autoComplete="organization" {...form.register('company')} />
        </FieldControl>
      </Field>
      <Field label="Password" error={errors.password?.message} help={password ? undefined : 'At least 8 characters.'}>
        <FieldControl>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FieldControl>
        <PasswordStrength password={password} />
      </Field>
      <Field label="Confirm password" error={errors.password_confirmation?.message}>
        <FieldControl>
          <PasswordInput autoComplete="new-password" reveals="password confirmation" {...form.register('password_confirmation')} />
        </FieldControl>
      </Field>
      <div className="grid gap-2">
        <div className="flex items-start gap-2.5">
          <Controller
            control={form.control}
            name="terms"
            render={({ field }) => (
              <Checkbox
                id="terms"
                className="mt-0.5"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true ? true : undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'terms-error' : undefined}
              />
            )}
          />
          <label htmlFor="terms" className="text-sm leading-snug text-muted-foreground">
            I agree to the{' '}
            <Link to={paths.terms.getHref()} target="_blank" rel="noopener" className={textLinkClass}>
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to={paths.privacy.getHref()} target="_blank" rel="noopener" className={textLinkClass}>
              Privacy Policy
            </Link>
          </label>
        </div>
        {errors.terms?.message && (
          <p id="terms-error" role="alert" className="text-[13px] text-danger-text">
            {errors.terms.message}
          </p>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        disabled={!termsAccepted}
        loading={register.isPending}
      >
        {register.isPending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
