import type { OfferInput } from '@folio/schema';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTrigger } from '@/components/ui/dialog';
import { Field, FieldControl, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useCreateOffer } from '../api/admin-offers';

/** A datetime-local value (the admin's own time) as an ISO instant; null when empty. */
export const toInstant = (local: string) => (local ? new Date(local).toISOString() : null);
/** An ISO instant as a datetime-local value in the admin's own time. */
export function toLocalInput(iso: string | null) {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const empty = { code: '', description: '', kind: 'percent' as 'percent' | 'amount', value: '', plan: '', cycle: '', ends: '', limit: '', landing: false };

/** New offer: a dialog with the code, the discount, what it applies to, its end and limit; the server checks every field. */
export function NewOfferDialog() {
  const navigate = useNavigate();
  const create = useCreateOffer();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof typeof empty>(name: K, value: (typeof empty)[K]) => setForm((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const input: OfferInput = {
      code: form.code,
      description: form.description,
      kind: form.kind,
      value: Number(form.value),
      plan: form.plan === 'pro' || form.plan === 'premium' ? form.plan : null,
      billing_cycle: form.cycle === 'monthly' || form.cycle === 'yearly' ? form.cycle : null,
      expires_at: toInstant(form.ends),
      max_redemptions: form.limit ? Number(form.limit) : null,
      show_on_landing: form.landing,
    };
    create.mutate(input, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setOpen(false);
        setForm(empty);
        void navigate(paths.admin.offer.getHref(answer.data.id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
        else setFailure(getErrorMessage(error));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New offer
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader title="New offer" description="It takes its discount off the first payment: the first month, or the first year when billed yearly." />
        <form onSubmit={submit} noValidate className="grid gap-4">
          {failure && <Alert variant="danger" title={failure} />}
          <Field label="Code" help="What people type at checkout: letters, digits, dashes or underscores." error={errors.code?.[0]}>
            <FieldControl>
              <Input value={form.code} onChange={(event) => set('code', event.target.value.toUpperCase())} maxLength={32} autoComplete="off" className="font-mono uppercase" required />
            </FieldControl>
          </Field>
          <Field label="Description" aside={<span className="text-xs text-muted-foreground">Optional</span>} help="Shown with the price, e.g. Launch week." error={errors.description?.[0]}>
            <FieldControl>
              <Input value={form.description} onChange={(event) => set('description', event.target.value)} maxLength={120} />
            </FieldControl>
          </Field>
          <div className="grid gap-2">
            <p className="text-sm font-medium leading-none">Discount</p>
            <div className="flex flex-wrap items-start gap-3">
              <Segmented
                label="Discount type"
                value={form.kind}
                onChange={(kind) => set('kind', kind)}
                options={[
                  { value: 'percent', label: 'Percent off' },
                  { value: 'amount', label: 'Amount off (USD)' },
                ]}
              />
              <Field label={form.kind === 'percent' ? 'Percent' : 'Amount in US dollars'} error={errors.value?.[0]} className="min-w-32 flex-1 [&_label]:sr-only">
                <FieldControl>
                  <Input type="number" inputMode="decimal" min={form.kind === 'percent' ? 1 : 0.01} max={form.kind === 'percent' ? 100 : undefined} step={form.kind === 'percent' ? 1 : 0.01} value={form.value} onChange={(event) => set('value', event.target.value)} required />
                </FieldControl>
              </Field>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Plan" error={errors.plan?.[0]}>
              <FieldControl>
                <Select value={form.plan} onChange={(event) => set('plan', event.target.value)}>
                  <option value="">Any paid plan</option>
                  <option value="pro">Pro</option>
                  <option value="premium">Premium</option>
                </Select>
              </FieldControl>
            </Field>
            <Field label="Billing" error={errors.billing_cycle?.[0]}>
              <FieldControl>
                <Select value={form.cycle} onChange={(event) => set('cycle', event.target.value)}>
                  <option value="">Monthly or yearly</option>
                  <option value="monthly">Monthly only</option>
                  <option value="yearly">Yearly only</option>
                </Select>
              </FieldControl>
            </Field>
            <Field label="Ends" aside={<span className="text-xs text-muted-foreground">Optional</span>} help="In your time zone." error={errors.expires_at?.[0]}>
              <FieldControl>
                <Input type="datetime-local" value={form.ends} onChange={(event) => set('ends', event.target.value)} />
              </FieldControl>
            </Field>
            <Field label="Redemption limit" aside={<span className="text-xs text-muted-foreground">Optional</span>} help="Empty: unlimited." error={errors.max_redemptions?.[0]}>
              <FieldControl>
                <Input type="number" inputMode="numeric" min={1} step={1} value={form.limit} onChange={(event) => set('limit', event.target.value)} />
              </FieldControl>
            </Field>
          </div>
          <div className="flex items-start gap-3">
            <Checkbox id="offer-landing" checked={form.landing} onCheckedChange={(checked) => set('landing', checked === true)} aria-describedby="offer-landing-help" />
            <div className="grid gap-1">
              <Label htmlFor="offer-landing">Show on the landing page</Label>
              <p id="offer-landing-help" className="text-[13px] text-muted-foreground">
                The pricing section shows the newest live offer marked so, with its code.
              </p>
            </div>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={create.isPending}>
              Create offer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
