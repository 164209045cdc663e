import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** Something that could not be loaded: what failed, why, and a way to ask again. */
export function LoadError({ title, children, onRetry }: { title: string; children: ReactNode; onRetry: () => void }) {
  return (
    <Alert
      variant="danger"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
