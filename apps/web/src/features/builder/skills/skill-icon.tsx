import { createElement } from 'react';
import { skillIcon } from './skill-icons';

/** The icon of a stored icon name (looked up, so it is created with createElement rather than as a local component). */
export function SkillIcon({ name, className }: { name: string; className?: string }) {
  return createElement(skillIcon(name), { className, 'aria-hidden': true });
}
