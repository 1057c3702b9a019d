/** Text made safe inside HTML (a mail's HTML part). */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A translated message with one link (`"... <0>link text</0> ..."`, as catalogues mark it) as HTML:
 * the words escaped, the tag made the link to `url`.
 */
export const htmlWithLink = (message: string, url: string): string =>
  escapeHtml(message)
    .replace('&lt;0&gt;', `<a href="${escapeHtml(url)}">`)
    .replace('&lt;/0&gt;', '</a>');
