import type { Notification } from '@folio/schema';
import { BadgeCheck, CreditCard, Globe, LifeBuoy, Mail, ShieldAlert, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const icons: Record<Notification['type'], { icon: LucideIcon; className: string }> = {
  contact_request: { icon: Mail, className: 'bg-primary-soft text-primary-text' },
  website_published: { icon: Globe, className: 'bg-success-soft text-success-text' },
  subscription_updated: { icon: CreditCard, className: 'bg-warning-soft text-warning-text' },
  domain_verified: { icon: BadgeCheck, className: 'bg-success-soft text-success-text' },
  support_reply: { icon: LifeBuoy, className: 'bg-primary-soft text-primary-text' },
  website_moderated: { icon: ShieldAlert, className: 'bg-warning-soft text-warning-text' },
};

/** The round mark of a notification's kind; decorative, the title says what happened. */
export function NotificationIcon({ type, className }: { type: Notification['type']; className?: string }) {
  const { icon: Icon, className: tone } = icons[type];
  return (
    <span aria-hidden="true" className={cn('grid size-9 shrink-0 place-items-center rounded-full', tone, className)}>
      <Icon className="size-4" />
    </span>
  );
}
