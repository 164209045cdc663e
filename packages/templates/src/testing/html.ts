import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { isTag, type Document, type Element } from 'domhandler';

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
