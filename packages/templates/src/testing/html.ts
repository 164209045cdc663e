import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { isTag, type AnyNode, type Document, type Element } from 'domhandler';

/** The element right after another (text between them ignored), or null. */
export { nextElementSibling as nextElement } from 'domutils';

/** A parsed page with the few queries the tests need. */
export interface ParsedPage {
  doc: Document;
  all(name: string): Element[];
  where(test: (el: Element) => boolean): Element[];
  /** The element with this id, if any. */
  byId(id: string): Element | undefined;
}

export function parsePage(html: string): ParsedPage {
  const doc = parseDocument(html);
  return {
    doc,
    all: (name) => findAll((el) => el.name === name, doc.children),
    where: (test) => findAll(test, doc.children),
    byId: (id) => findAll((el) => el.attribs.id === id, doc.children)[0],
  };
}

export function attr(el: Element, name: string): string | undefined {
  return getAttributeValue(el, name);
}

export function text(el: Element): string {
  return textContent(el).replace(/\s+/g, ' ').trim();
}

/** The elements inside `el` that pass `test`. */
export function within(el: Element, test: (child: Element) => boolean): Element[] {
  return findAll(test, el.children);
}

/** The nearest enclosing element with this tag name, or null. */
export function closest(el: Element, name: string): Element | null {
  for (let node = el.parent; node; node = node.parent) if (isTag(node) && node.name === name) return node;
  return null;
}

/** The text of everything after `el` in document order, up to the end of `boundary`. */
function textAfter(el: Element, boundary: Element): string {
  let out = '';
  let node: AnyNode | null = el;
  while (node && node !== boundary) {
    for (let next = node.next; next; next = next.next) out += isTag(next) ? text(next) : 'data' in next ? String(next.data).trim() : '';
    node = node.parent as AnyNode | null;
  }
  return out.trim();
}

/** A heading with nothing after it in its section (or article, or page): what a missing section would leave. */
export function emptyHeadings(page: ParsedPage): string[] {
  return page
    .where((el) => /^h[1-6]$/.test(el.name))
    .filter((heading) => {
      if (text(heading) === '') return true;
      const boundary = closest(heading, 'section') ?? closest(heading, 'article') ?? page.all('body')[0]!;
      return textAfter(heading, boundary) === '';
    })
    .map((heading) => `${heading.name}.${attr(heading, 'class') ?? ''} "${text(heading)}"`);
}
