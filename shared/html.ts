const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text put into HTML or XML, in an element or a quoted attribute: it reads as the text it is, never as markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);
