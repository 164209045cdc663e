import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClassName } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(inputClassName, 'h-auto min-h-20 resize-y py-2 leading-relaxed', className)} {...props} />;
}
