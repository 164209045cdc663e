import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

export const overlayClassName = cn(
  'fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]',
  'motion-ok:data-[state=open]:animate-[fade_200ms_ease]',
);
export const panelClassName = cn(
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5',
  'rounded-2xl border bg-popover p-6 text-foreground shadow-lg',
  'motion-ok:data-[state=open]:animate-[fade_200ms_ease]',
);

export function DialogContent({
  className,
  children,
  hideClose = false,
  ...props
}: ComponentProps<typeof Primitive.Content> & { hideClose?: boolean }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className={overlayClassName} />
      <Primitive.Content className={cn(panelClassName, className)} {...props}>
        {children}
        {!hideClose && (
          <Primitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </Primitive.Close>
        )}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function DialogHeader({ title, description, icon }: { title: ReactNode; description?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex gap-4">
      {icon}
      <div className="grid gap-1.5">
        <Primitive.Title className="text-base font-semibold tracking-tight">{title}</Primitive.Title>
        {description ? (
          <Primitive.Description className="text-sm leading-relaxed text-muted-foreground">{description}</Primitive.Description>
        ) : (
          <Primitive.Description className="sr-only">{title}</Primitive.Description>
        )}
      </div>
    </div>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
