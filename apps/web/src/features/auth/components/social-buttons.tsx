import { Button } from '@/components/ui/button';
import { useConfig } from '@/api/get-config';

const providerLabels: Record<string, string> = { google: 'Google', linkedin: 'LinkedIn' };

/**
 * Social sign-in, shown only for providers the server has configured (GET /api/config).
 * The sign-in itself is a browser navigation to /auth/{provider} (platform.md section 4).
 */
export function SocialButtons({ action, returnUrl }: { action: 'login' | 'register'; returnUrl: string }) {
  const { data } = useConfig({ retry: false });
  const providers = data?.social_providers ?? [];
  if (providers.length === 0) return null;
  const verb = action === 'login' ? 'Sign in' : 'Sign up';
  return (
    <div className="grid gap-5">
      <div className="grid gap-2.5">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            className="w-full"
            onClick={() => {
              const query = new URLSearchParams({ action, return_url: returnUrl });
              window.location.assign(`/auth/${encodeURIComponent(provider)}?${query.toString()}`);
            }}
          >
            {verb} with {providerLabels[provider] ?? provider}
          </Button>
        ))}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or with your email
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
