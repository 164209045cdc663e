import { scorePassword } from '@folio/schema';
import { cn } from '@/lib/utils';

const tones = {
  Weak: { bar: 'bg-danger', text: 'text-danger-text' },
  Medium: { bar: 'bg-warning', text: 'text-warning-text' },
  Strong: { bar: 'bg-success', text: 'text-success-text' },
} as const;

/**
 * The strength meter of platform.md section 5: a point each for length >= 8, length >= 12, a
 * lowercase letter, an uppercase letter, a digit, a symbol; the bar is score / 6 wide.
 */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { score, label } = scorePassword(password);
  const tone = tones[label];
  return (
    <div id={id} className="grid gap-1.5" aria-live="polite">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={6}
        aria-valuenow={score}
        aria-valuetext={label}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          data-testid="password-strength-bar"
          className={cn('h-full rounded-full motion-ok:transition-[width] motion-ok:duration-300', tone.bar)}
          style={{ width: `${(score / 6) * 100}%` }}
        />
      </div>
      <p className="text-[13px] text-muted-foreground">
        Password strength: <span className={cn('font-medium', tone.text)}>{label}</span>
      </p>
    </div>
  );
}
