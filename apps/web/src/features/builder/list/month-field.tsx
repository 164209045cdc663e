import { useId } from 'react';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { monthNames } from './date-range';

const thisYear = new Date().getFullYear();
const years = Array.from({ length: thisYear + 6 - 1950 }, (_, index) => String(thisYear + 5 - index));

/**
 * A month as two selects (month, year): works the same in every browser, unlike <input type="month">,
 * and each part has its own label for assistive technology. Value 'YYYY-MM' or ''.
 */
export function MonthField({
  label,
  value,
  onChange,
  disabled = false,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const [year = '', month = ''] = value ? value.split('-') : [];
  const set = (nextYear: string, nextMonth: string) => {
    if (!nextYear && !nextMonth) onChange('');
    // A half-filled date keeps what was picked; the other half defaults so the value stays a month.
    else onChange(`${nextYear || String(thisYear)}-${nextMonth || '01'}`);
  };
  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium leading-none">{label}</legend>
      <div className="grid grid-cols-[1fr_1fr] gap-2">
        <div>
          <Label htmlFor={`${id}-month`} className="sr-only">
            {label} month
          </Label>
          <Select id={`${id}-month`} value={month} aria-invalid={error ? true : undefined} onChange={(event) => set(year, event.target.value)}>
            <option value="">Month</option>
            {monthNames.map((name, index) => (
              <option key={name} value={String(index + 1).padStart(2, '0')}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-year`} className="sr-only">
            {label} year
          </Label>
          <Select id={`${id}-year`} value={year} aria-invalid={error ? true : undefined} onChange={(event) => set(event.target.value, month)}>
            <option value="">Year</option>
            {years.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-[13px] leading-snug text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}
