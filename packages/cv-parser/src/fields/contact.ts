/** Recognisers for the pieces of a contact line. */

export const EMAIL_RE = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;
/** A URL with its scheme, whatever its domain; without one, a name under a common top-level domain. */
const URL_RE =
  /\bhttps?:\/\/[a-z\d][a-z\d-]*(?:\.[a-z\d-]+)*\.[a-z]{2,}\b(?:\/[^\s|,;)]*)?|\b(?:www\.)?[a-z\d][a-z\d-]*(?:\.[a-z\d-]+)*\.(?:com|dev|io|me|org|net|de|fr|es|it|pt|br|co|uk|app|page|site|tech|ai|eu|ch|at|nl|be|info|xyz|design|studio|blog|online|art|cv|pro|ca|us|ie|pl|se|no|dk|fi|ly|gg|sh|link|jp|cn|kr|ru|in|tw|hk|au|nz|mx|ar|cl|cz|ua|vn|sg|za|codes|cloud|one|space|website|work|works|ninja|team|digital|software|engineer|tv|fm)\b(?:\/[^\s|,;)]*)?/i;
const PHONE_RE = /(?:\+|00)?\(?\d[\d\s()./–-]{5,}\d/;

export type LinkKind = 'linkedin' | 'github' | 'website' | 'other';

const LABEL_RE =
  /^(?:e-?mail|courriel|correo|correio|phone|tel|tél|telephone|téléphone|telefon|telefone|teléfono|telefono|mobile|mobil|cell|handy|portable|móvil|celular|cellulare|address|adresse|dirección|endereço|indirizzo|location|lieu|wohnort|ort|linkedin|github|website|web|site|portfolio|homepage|url|skype|adres|woonplaats|telefoon|адрес|телефон|тел|почта|电话|手机|邮箱|电子邮件|地址|所在地|電話|携帯|メール|住所|전화|휴대폰|이메일|주소)\s*[:：]\s*/i;

export function stripLabel(text: string): { text: string; label: string } {
  const match = LABEL_RE.exec(text.trim());
  if (!match) return { text: text.trim(), label: '' };
  return { text: text.trim().slice(match[0].length).trim(), label: match[0].replace(/[:：\s]/g, '').toLowerCase() };
}

/** Splits a contact line at the separators CVs use between items. */
export function splitContactParts(text: string): string[] {
  return text
    // A house or pin icon labels what follows as the address, whatever the place's name.
    .replace(/[⌂🏠🏡📍⚲]\uFE0F?[\s\u00a0]*/gu, '|location: ')
    // Icons (✉ ☎ ⌂ 📍, or an icon font's private-use glyph) stand before an item like a separator.
    .split(/\s*[|｜•·⋅◦▪●♦«»\p{So}\p{Co}]\s*|\s+[-–—=*/]\s+|\s{2,}|\t/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function findEmail(text: string): string {
  return EMAIL_RE.exec(text)?.[0] ?? '';
}

export function findUrls(text: string): string[] {
  const withoutEmails = text.replace(new RegExp(EMAIL_RE.source, 'gu'), ' ');
  return [...withoutEmails.matchAll(new RegExp(URL_RE.source, 'gi'))].map((match) => match[0].replace(/[.)]+$/, ''));
}

export function linkKind(url: string): LinkKind {
  if (/linkedin\.com/i.test(url)) return 'linkedin';
  if (/github\.com/i.test(url)) return 'github';
  if (/^(https?:\/\/|www\.)/i.test(url) || /\.[a-z]{2,}(\/|$)/i.test(url)) return 'website';
  return 'other';
}

export function normaliseUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** A phone number: 7 to 15 digits, not a date range or a postcode. */
export function findPhone(text: string): string {
  for (const match of text.matchAll(new RegExp(PHONE_RE.source, 'g'))) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (/^(19|20)\d{2}\s*[–-]\s*(19|20)\d{2}$/.test(candidate)) continue;
    if (/\d{4}[./-]\d{1,2}[./-]\d{1,2}/.test(candidate)) continue;
    return candidate.replace(/\s+/g, ' ');
  }
  return '';
}
