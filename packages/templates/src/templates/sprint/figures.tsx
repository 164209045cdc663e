/** @jsxRuntime automatic */
import { Fragment, type ReactNode } from 'react';
import { textBlocks } from '../../lib/text';

/**
 * The figures a product person writes outcomes with: "84%", "£2.4M", "3x", "120 ms", "60,000".
 * A number counts when it has a currency, a unit or a multiplier, or four digits or more that are
 * not a year ("in 2021" is no outcome). Digits inside a word ("S3", "B2B") are left alone.
 */
const FIGURE = /(?<![\p{L}\p{N}.,])[+\-−]?(?:[$€£¥₹]\s?)?\d+(?:[.,]\d+)*(?:\s?(?:%|x|×|pp|ms|bn|[kKMB])(?![\p{L}\p{N}]))?(?![\p{L}\p{N}])/gu;
const YEAR = /^(?:19|20)\d\d$/;

function isOutcome(token: string): boolean {
  if (/^[+\-−]?[$€£¥₹]/u.test(token) || /(?:%|x|×|pp|ms|bn|[kKMB])$/u.test(token)) return true;
  const digits = token.replace(/\D/g, '');
  return digits.length >= 4 && !YEAR.test(token);
}

/** Where the figures are in a line: [start, end) pairs, in order. */
export function figureSpans(line: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of line.matchAll(FIGURE)) {
    if (isOutcome(match[0])) spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

/** The line with its figures in <strong class="fig">, so they read as the outcome. */
export function MarkedLine({ line }: { line: string }) {
  const spans = figureSpans(line);
  if (spans.length === 0) return <>{line}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start > at) parts.push(line.slice(at, start));
    parts.push(
      <strong key={start} className="fig">
        {line.slice(start, end)}
      </strong>,
    );
    at = end;
  }
  if (at < line.length) parts.push(line.slice(at));
  return <>{parts}</>;
}

/**
 * Paragraphs (sections/section.tsx) with the figures marked: the same blocks, classes and
 * directions, so lists, print and right-to-left text behave as everywhere else.
 */
export function FigureParagraphs({ text, className }: { text: string; className: string }) {
  const blocks = textBlocks(text);
  if (blocks.length === 0) return null;
  return (
    <div className={`${className} rt`}>
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={index} dir="auto">
              {block.lines.map((line, at) => (
                <Fragment key={at}>
                  {at > 0 ? <br /> : null}
                  <MarkedLine line={line} />
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
                <MarkedLine line={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

export interface Outcome {
  figure: string;
  /** The list item or sentence the figure stands in. */
  line: string;
}

/** The outcome of a text: the last figure of its first item or sentence that has one, with that line; null when none has. */
export function firstOutcome(text: string): Outcome | null {
  for (const block of textBlocks(text)) {
    const lines = block.kind === 'list' ? block.items : block.lines.flatMap((line) => line.split(/(?<=[.!?;])\s+/u));
    for (const line of lines) {
      // The last figure of the line: outcomes end their sentence ("from 82% to 91%", "priced at 1%, and 38% moved").
      const span = figureSpans(line).at(-1);
      if (span) return { figure: line.slice(span[0], span[1]), line: line.replace(/[.;]\s*$/u, '') };
    }
  }
  return null;
}
