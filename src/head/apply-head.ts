// Browser side of the page head: after each navigation, the title, the meta description and the canonical
// link follow the page (the server rendered them for the first page; Open Graph tags matter only there).

function metaDescription(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

function canonicalLink(): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  return link;
}

export function applyDescription(description: string): void {
  metaDescription().content = description;
}

export function applyTitleAndDescription(title: string, description: string): void {
  document.title = title;
  applyDescription(description);
}

/** The canonical URL keeps the origin the server chose (PUBLIC_ORIGIN), else this page's origin. */
export function applyCanonical(path: string): void {
  const link = canonicalLink();
  let origin = window.location.origin;
  try {
    if (link.href) origin = new URL(link.href).origin;
  } catch {
    // a broken href: use this page's origin
  }
  link.href = origin + path;
}
