import { offerStateLabels, type AdminOfferDetail } from '@folio/schema';
import { Ban, Play, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Field, FieldControl, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useDeleteOffer, useUpdateOffer } from '../api/admin-offers';
import { formatDateTime, formatUsd } from '../lib/format';
import { toInstant, toLocalInput } from './offer-form';
import { offerStateTones, redeemedText } from './offers-list';

/** /admin/offers/:id: an offer's terms and redemptions; its description, end, limit and landing place can change, and it can be ended or deleted. */
export function OfferDetail({ offer }: { offer: AdminOfferDetail }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const [description, setDescription] = useState(offer.description);
  const [ends, setEnds] = useState(toLocalInput(offer.expires_at));
  const [limit, setLimit] = useState(offer.max_redemptions === null ? '' : String(offer.max_redemptions));
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422 && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
    else toast.error(getErrorMessage(error));
  };
  const change = (changes: Parameters<typeof update.mutate>[0]['changes']) =>
    update.mutate({ id: offer.id, changes }, { onSuccess: (answer) => void toast.success(answer.message), onError });

  const save = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    change({ description, expires_at: toInstant(ends), max_redemptions: limit ? Number(limit) : null });
  };

  const end = async () => {
    const confirmed = await confirm({
      type: 'warning',
      title: `End ${offer.code}?`,
      description: 'Checkout stops accepting it at once. Its redemptions are kept, and you can resume it later.',
      confirmLabel: 'End offer',
    });
    if (confirmed) change({ active: false });
  };

  const destroy = async () => {
    const confirmed = await confirm({ type: 'danger', title: `Delete ${offer.code}?`, description: 'Nobody has redeemed it. It goes for good.', confirmLabel: 'Delete offer' });
    if (!confirmed) return;
    remove.mutate(offer.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        void navigate(paths.admin.offers.getHref(), { replace: true });
      },
      onError,
    });
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="grid gap-5">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle className="font-mono text-xl tracking-wide [overflow-wrap:anywhere]">{offer.code}</CardTitle>
              <Badge variant={offerStateTones[offer.state]}>{offerStateLabels[offer.state]}</Badge>
            </div>
            <CardDescription>{offer.terms}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Fact label="Redemptions" value={redeemedText(offer)} />
              <Fact label="Ends" value={offer.expires_at ? formatDateTime(offer.expires_at) : 'No end date'} />
              <Fact label="Created" value={formatDateTime(offer.created_at)} />
              {offer.stripe_coupon_id && <Fact label="Stripe coupon" value={offer.stripe_coupon_id} />}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Recent redemptions</CardTitle>
            <CardDescription>Completed checkouts that used this code, newest first.</CardDescription>
          </CardHeader>
          <CardContent>
            {offer.recent_redemptions.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody has used it yet.</p>
            ) : (
              <ul className="grid divide-y text-sm">
                {offer.recent_redemptions.map((redemption) => (
                  <li key={redemption.checkout_id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
                    {redemption.user_id ? (
                      <Link to={paths.admin.user.getHref(redemption.user_id)} className="text-primary-text underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring [overflow-wrap:anywhere]">
                        {redemption.email}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">Deleted account</span>
                    )}
                    <span className="text-muted-foreground">
                      {redemption.plan === 'premium' ? 'Premium' : 'Pro'}, {redemption.billing_cycle} · {formatUsd(redemption.discount_usd)} off
                      {redemption.redeemed_at ? ` · ${formatDateTime(redemption.redeemed_at)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-5">
        <Card>
          <CardHeader>
            <CardTitle>Settings</CardTitle>
            <CardDescription>The code and the discount stay as they were made.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={save} noValidate className="grid gap-4">
              <Field label="Description" error={errors.description?.[0]}>
                <FieldControl>
                  <Input value={description} onChange={(event) => setDescription(event.target.value)} maxLength={120} />
                </FieldControl>
              </Field>
              <Field label="Ends" help="In your time zone. Empty: no end date." error={errors.expires_at?.[0]}>
                <FieldControl>
                  <Input type="datetime-local" value={ends} onChange={(event) => setEnds(event.target.value)} />
                </FieldControl>
              </Field>
              <Field label="Redemption limit" help="Empty: unlimited." error={errors.max_redemptions?.[0]}>
                <FieldControl>
                  <Input type="number" inputMode="numeric" min={1} step={1} value={limit} onChange={(event) => setLimit(event.target.value)} />
                </FieldControl>
              </Field>
              <Button type="submit" variant="outline" className="justify-self-start" loading={update.isPending}>
                Save changes
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card className="grid gap-4 p-6">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="offer-on-landing">Show on the landing page</Label>
            <Switch id="offer-on-landing" checked={offer.show_on_landing} disabled={update.isPending} aria-describedby="offer-on-landing-text" onCheckedChange={(next) => change({ show_on_landing: next })} />
          </div>
          <p id="offer-on-landing-text" className="-mt-2 text-[13px] text-muted-foreground">
            The pricing section shows the newest live offer marked so, with its code.
          </p>
          <div className="flex flex-wrap gap-2 border-t pt-4">
            {offer.active ? (
              <Button variant="outline" onClick={() => void end()}>
                <Ban aria-hidden="true" />
                End offer
              </Button>
            ) : (
              <Button variant="outline" onClick={() => change({ active: true })}>
                <Play aria-hidden="true" />
                Resume offer
              </Button>
            )}
            {offer.redemptions === 0 && (
              <Button variant="outline" className="text-danger-text" onClick={() => void destroy()} loading={remove.isPending}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
