/** @jsxRuntime automatic */
import { telHref } from '@folio/schema';
import type { ReactNode } from 'react';
import { mailtoHref } from '../../lib/links';
import type { SiteView } from '../../types';

/**
 * neofetch's key: value block, from what the owner filled in: where, how to reach them and
 * their first skill group as the stack. Rows without a value are left out; with none, nothing.
 */
export function FetchCard({ view }: { view: SiteView }) {
  const c = view.site.contact;
  const mailto = view.email ? mailtoHref(view.email) : null;
  const stack = view.site.skills.find((group) => group.info.length > 0);
  const rows: { key: string; value: ReactNode }[] = [];
  if (c.location) rows.push({ key: 'location', value: c.location });
  if (mailto && view.email) rows.push({ key: 'email', value: <a href={mailto}>{view.email}</a> });
  if (view.phone) rows.push({ key: 'phone', value: <a href={telHref(view.phone)}>{view.phone}</a> });
  if (stack) rows.push({ key: stack.title.trim() ? stack.title.trim().toLowerCase() : 'stack', value: stack.info.slice(0, 5).map((skill) => skill.name).join(', ') });
  if (c.available_for_freelance) rows.push({ key: 'status', value: 'available for freelance work' });
  return (
    <>
      {rows.length > 0 ? (
        <dl className="fetch-rows">
          {rows.map((row) => (
            <div key={row.key} className="fetch-row">
              <dt>{row.key}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="swatches" aria-hidden="true">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <span key={n} className={`sw sw-${n}`} />
        ))}
      </div>
    </>
  );
}
