import { createElement } from 'react';
import { iconOf } from './icons';

/** A Modern-data icon by its stored name. */
export function NamedIcon({ name, className }: { name: string; className?: string }) {
  return createElement(iconOf(name), { className, 'aria-hidden': true });
}
