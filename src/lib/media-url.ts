// SPEC §7: content image addresses are relative to the content service ("/media/content/x.svg"); the SPA
// prefixes the configured base address (config.mediaBaseUrl, '' = this origin).

/** The address to load a content image from; '' when there is none. Absolute and data: urls pass as is. */
export function mediaUrl(base: string, url: string | null | undefined): string {
  if (!url) return '';
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  const root = base.replace(/\/+$/, '');
  return `${root}${url.startsWith('/') ? '' : '/'}${url}`;
}
