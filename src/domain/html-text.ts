/** The character references for the five characters that could end an element's text or a quoted attribute. */
const REFERENCES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text written into HTML that is built as a string (the emails to staff and shoppers), safe as an element's
 * content and inside a quoted attribute: the five characters that could end either are written as
 * character references. React escapes what it renders itself; this is for HTML that React does not render.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => REFERENCES[c]!)
