import { blogHtmlAllowList as allow, isAllowedBlogUrl } from '@folio/templates';

const allowedTags = new Set<string>(allow.tags);
const droppedTags = new Set<string>(allow.droppedWithContent);

/**
 * Pasted HTML cut down to what a post may hold, by the allow-list the server's sanitiser uses:
 * scripts, styles, iframes and forms go with their content, other unknown elements leave their
 * text, and only allowed attributes stay (never style, class or on* handlers; links http(s) and
 * mailto, images http(s) or site-relative). The document is parsed inert (DOMParser runs no
 * script and loads no image), and the server sanitises again on save.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}

function cleanChildren(parent: Element) {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (droppedTags.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    const emphasis = emphasisOf(element as HTMLElement, tag);
    if (emphasis === 'plain') {
      element.replaceWith(...element.childNodes);
      continue;
    }
    if (emphasis) {
      // Word processors mark bold and italic with styles (which go): kept as what they mean.
      const wrapper = element.ownerDocument.createElement(emphasis);
      wrapper.append(...element.childNodes);
      element.append(wrapper);
    }
    if (tag === 'h1') {
      element.replaceWith(renamed(element, 'h2'));
      continue;
    }
    if (!allowedTags.has(tag)) {
      // A <div> or <span> of a word processor: its content stays, the wrapper goes.
      element.replaceWith(...element.childNodes);
      continue;
    }
    cleanAttributes(element, tag);
    if (tag === 'img' && !element.hasAttribute('src')) element.remove();
  }
}

/**
 * What a style says about emphasis: 'strong' or 'em' for a bold or italic span, 'plain' for a <b>
 * that says it is not bold (Google Docs wraps whole pastes in <b style="font-weight:normal">).
 */
function emphasisOf(element: HTMLElement, tag: string): 'strong' | 'em' | 'plain' | null {
  if (!(element.style instanceof CSSStyleDeclaration)) return null;
  const weight = element.style.fontWeight;
  const bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  if ((tag === 'b' || tag === 'strong') && (weight === 'normal' || weight === '400')) return 'plain';
  if (bold && !['b', 'strong', 'h1', 'h2', 'h3', 'h4', 'th'].includes(tag)) return 'strong';
  if (element.style.fontStyle === 'italic' && tag !== 'i' && tag !== 'em') return 'em';
  return null;
}

function cleanAttributes(element: Element, tag: string) {
  const allowed: readonly string[] = allow.attributes[tag] ?? [];
  for (const { name, value } of [...element.attributes]) {
    const keep =
      allowed.includes(name) &&
      (name !== 'href' || isAllowedBlogUrl(value, 'link')) &&
      (name !== 'src' || isAllowedBlogUrl(value, 'image')) &&
      (name !== 'class' || value.split(/\s+/).every((item) => allow.codeClass.test(item)));
    if (!keep) element.removeAttribute(name);
  }
}

function renamed(element: Element, tag: string): Element {
  const next = element.ownerDocument.createElement(tag);
  next.append(...element.childNodes);
  return next;
}
