// What the CMS suites share: the Strapi that .ci/with-strapi.sh started, and the site beside it.
export function strapiEnv() {
  const need = (name: string): string => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run this suite through \`bash .ci/with-strapi.sh npm run test:cms\``);
    return value;
  };
  return {
    strapiUrl: need('STRAPI_URL'),
    siteToken: need('CONTENT_API_TOKEN'),
    editorToken: need('CMS_EDITOR_TOKEN'),
    webhookSecret: need('CONTENT_WEBHOOK_SECRET'),
    previewSecret: need('CONTENT_PREVIEW_SECRET'),
    /** The port Strapi's webhook calls (SITE_URL's): the site under test must listen there. */
    sitePort: new URL(need('SITE_URL')).port,
  };
}

export interface Answer {
  status: number;
  body: unknown;
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text, which the comparison reports
  }
  return { status: res.status, body };
}
