import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * HTML from a source becomes the plain text our content holds (pages show it with its line breaks,
 * never as HTML). First sanitize-html keeps only an allow-list of structural tags (scripts, styles,
 * iframes, attributes and their text go); then a real HTML parser walks what is left and writes text,
 * a line per paragraph, heading, list item or <br>. No regular expression touches markup.
 */
const allowedTags = [
  'p',
  'br',
  'div',
  'section',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'code',
  'pre',
  'blockquote',
  'span',
  'table',
  'tr',
  'td',
  'th',
];
const blockTags = new Set(['p', 'div', 'section', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'table', 'tr']);

export function sanitizeSourceHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags, allowedAttributes: {}, disallowedTagsMode: 'discard' });
}

/** Control characters other than tab and newline, and the Unicode line/paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const control = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Plain text rules shared by every mapped field: no control characters, spaces collapsed, at most one blank line, trimmed. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(control, '')
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line of text (titles, names): every run of white space becomes one space. */
export function cleanLine(text: string | null | undefined): string {
  return cleanText(text ?? '').replace(/\s+/g, ' ');
}

/** Sanitised HTML as plain text with its block structure kept as line breaks; list items start with '• '. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const safe = sanitizeSourceHtml(html);
  let out = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'br') out += '\n';
        else if (blockTags.has(name) && out && !out.endsWith('\n')) out += '\n';
        if (name === 'li') out += '• ';
        if (name === 'td' || name === 'th') out += ' ';
      },
      ontext(text) {
        out += text;
      },
      onclosetag(name) {
        if (blockTags.has(name)) out += ['p', 'ul', 'ol', 'table', 'blockquote', 'pre'].includes(name) || /^h\d$/.test(name) ? '\n\n' : '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(safe);
  parser.end();
  return cleanText(out);
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
