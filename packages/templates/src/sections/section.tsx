/** @jsxRuntime automatic */
import { Fragment, type ReactNode } from 'react';
import { textBlocks } from '../lib/text';

interface SectionProps {
  id: string;
  /** Text, or marked-up text (a heading in two languages, each part with its own lang). */
  title: ReactNode;
  /** A decoration before the title ('01', '//'), hidden from assistive tech. */
  marker?: string;
  /** Text under the title. */
  lead?: string;
  className?: string;
  children: ReactNode;
}

export function Section({ id, title, marker, lead, className, children }: SectionProps) {
  return (
    <section id={id} className={`sec sec-${id}${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`}>
      <header className="sec-head">
        <h2 id={`${id}-title`} className="sec-title">
          {marker ? (
            <span className="sec-marker" aria-hidden="true">
              {marker}
            </span>
          ) : null}
          {title}
        </h2>
        {lead ? <p className="sec-lead">{lead}</p> : null}
      </header>
      <div className="sec-body">{children}</div>
    </section>
  );
}

/**
 * Free text as its owner wrote it: paragraphs, line breaks kept, bulleted or numbered lines as a
 * list (lib/text.ts textBlocks). Each block takes its direction from its own text (dir="auto"), so an
 * English line on an Arabic page, or the reverse, reads the right way.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const blocks = textBlocks(text);
  if (blocks.length === 0) return null;
  return (
    <div className={`${className ?? 'paras'} rt`}>
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={index} dir="auto">
              {block.lines.map((line, at) => (
                <Fragment key={at}>
                  {at > 0 ? <br /> : null}
                  {line}
                </Fragment>
              ))}
            </p>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index} className="rt-list" start={block.ordered && block.start !== 1 ? block.start : undefined}>
            {block.items.map((item, at) => (
              <li key={at} dir="auto">
                {item}
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

export function Tags({ items, className, label }: { items: string[]; className?: string; label?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className ?? 'tags'} role="list" aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Definition-style figures ('12 publications'); zero or empty values are left out. */
export function Stats({ items, className }: { items: { label: string; value: string | number }[]; className?: string }) {
  const shown = items.filter((item) => item.value !== 0 && item.value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={className ?? 'stats'}>
      {shown.map((item) => (
        <div key={item.label} className="stat">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
