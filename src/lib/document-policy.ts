// Which documents may use the visitor's location (docs/security.md). The server's Permissions-Policy header
// allows geolocation on the dealer locator's documents only, and a document keeps the policy it was loaded
// with: in-app navigation between a page that allows it and one that does not must load a new document
// (src/app/document-boundary.ts). Pure: used by the server and the browser alike.

const GEOLOCATION_PAGES = /^\/dealers(?:\/|$)/i;

/** True when the document at `pathname` may ask for the visitor's location (/dealers and below). */
export function allowsGeolocation(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname); // the router matches decoded paths: /d%65alers is /dealers
  } catch {
    // not valid percent-encoding: no page of the site matches it either
  }
  return GEOLOCATION_PAGES.test(path);
}

/** True when the documents at the two paths get different Permissions-Policy headers. */
export function crossesDocumentPolicy(fromPathname: string, toPathname: string): boolean {
  return allowsGeolocation(fromPathname) !== allowsGeolocation(toPathname);
}
