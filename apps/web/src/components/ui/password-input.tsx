import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/**
 * A password field with a show/hide button that keeps focus and caret where they were. `reveals`
 * names what the button shows, so that two fields on a form ("password", "password confirmation")
 * have buttons a screen reader tells apart.
 */
export function PasswordInput({ className, reveals = 'password', ...props }: Omit<ComponentProps<'input'>, 'type'> & { reveals?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={`${visible ? 'Hide' : 'Show'} ${reveals}`}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
