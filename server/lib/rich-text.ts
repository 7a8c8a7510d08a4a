import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from staff is sanitized on write with an allow-list: the published Trust Center shows it
 * to the world. Formatting, lists, headings and links survive; scripts, styles, event handlers,
 * iframes and javascript: URLs do not.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'span' && !frame.text.trim(),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The visible text of sanitized HTML (for emptiness checks, titles and e-mails). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
