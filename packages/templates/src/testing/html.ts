import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue, textContent } from 'domutils';
import type { Document, Element } from 'domhandler';

/** A parsed page with the few queries the tests need. */
export interface ParsedPage {
  doc: Document;
  all(name: string): Element[];
  where(test: (el: Element) => boolean): Element[];
}

export function parsePage(html: string): ParsedPage {
  const doc = parseDocument(html);
  return {
    doc,
    all: (name) => findAll((el) => el.name === name, doc.children),
    where: (test) => findAll(test, doc.children),
  };
}

export function attr(el: Element, name: string): string | undefined {
  return getAttributeValue(el, name);
}

export function text(el: Element): string {
  return textContent(el).replace(/\s+/g, ' ').trim();
}
