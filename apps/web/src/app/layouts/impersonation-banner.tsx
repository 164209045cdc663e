import { useQueryClient } from '@tanstack/react-query';
import { UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { stopImpersonation, useImpersonation } from '@/lib/impersonation';
import { cn } from '@/lib/utils';

/**
 * Shown while an admin is impersonating (the record in local storage, checked every 30 s): who is
 * being impersonated, by whom, and the way back. A bar on top of the shell; a floating bar in the
 * builder, whose own header fills the window.
 */
export function ImpersonationBanner({ floating = false }: { floating?: boolean }) {
  const record = useImpersonation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stopping, setStopping] = useState(false);
  if (!record) return null;

  async function stop() {
    setStopping(true);
    const userId = await stopImpersonation(queryClient);
    setStopping(false);
    void navigate(userId ? paths.admin.user.getHref(userId) : paths.auth.login.getHref(), { replace: true });
  }

  return (
    <div
      role="region"
      aria-label="Impersonation"
      className={cn(
        'z-40 flex flex-wrap items-center gap-x-3 gap-y-2 bg-warning px-4 py-2 text-sm text-warning-foreground',
        floating ? 'fixed bottom-3 left-1/2 w-max max-w-[calc(100vw-1.5rem)] -translate-x-1/2 rounded-xl shadow-lg' : 'justify-center sm:px-6',
      )}
    >
      <UserRoundCog className="size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 [overflow-wrap:anywhere]">
        Impersonating <strong>{record.user.name}</strong> ({record.user.email}) as {record.original_admin.name}
      </p>
      <Button size="sm" variant="outline" className="border-warning-foreground/30 bg-background/90 text-foreground" loading={stopping} onClick={() => void stop()}>
        Stop impersonating
      </Button>
    </div>
  );
}
