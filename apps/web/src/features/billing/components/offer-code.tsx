import type { OfferQuote } from '@folio/schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { BadgePercent, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, getErrorMessage } from '@/lib/api-client';

type Quote = UseQueryResult<OfferQuote>;

/** Why a code does not apply to a plan, in the server's words; null while it does (or is being checked). */
export const offerRefusal = (quote: Quote) => (quote.error instanceof ApiError ? (quote.error.fieldErrors.offer_code?.[0] ?? quote.error.message) : quote.error ? getErrorMessage(quote.error) : null);

/**
 * The plans page's offer code: typed, checked against both paid plans at the chosen billing
 * period, and said back in words (what it takes off, or why it does not apply).
 */
export function OfferCode({ code, quotes, onApply, onRemove }: { code: string | null; quotes: { pro: Quote; premium: Quote }; onApply: (code: string) => void; onRemove: () => void }) {
  const [open, setOpen] = useState(code !== null);
  const [typed, setTyped] = useState(code ?? '');
  const applies = quotes.pro.data ?? quotes.premium.data;
  const checking = code !== null && (quotes.pro.isFetching || quotes.premium.isFetching) && !applies;
  // A refusal for one plan only ("for the Premium plan only") is said by the other plan's card; both refused is said here.
  const refused = code !== null && !applies && !checking ? (offerRefusal(quotes.pro)?.includes('plan only') ? offerRefusal(quotes.premium) : offerRefusal(quotes.pro)) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim().toUpperCase();
    if (value) onApply(value);
  };

  if (!open) {
    return (
      <button type="button" className="justify-self-start rounded text-sm font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring" onClick={() => setOpen(true)}>
        Have an offer code?
      </button>
    );
  }

  return (
    <div className="grid gap-2">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
        <Field label="Offer code" error={refused ?? undefined} className="w-full max-w-xs">
          <FieldControl>
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={32} autoComplete="off" className="font-mono uppercase" />
          </FieldControl>
        </Field>
        {/* Level with the input, below its label (a line of 14px and a gap of 8px). */}
        <Button type="submit" variant="outline" loading={checking} className="mt-[22px]">
          Apply
        </Button>
      </form>
      {applies && code && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
          <BadgePercent className="size-4 text-success-text" aria-hidden="true" />
          <span>
            <span className="font-mono font-semibold">{code}</span> applied: {applies.terms}.
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setTyped('');
              onRemove();
            }}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </p>
      )}
    </div>
  );
}
