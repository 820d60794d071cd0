// For pages whose title and description depend on their data (route `titleFromPage`): tire details
// ("{pattern name} | Off-the-Road (OTR) Tires") and articles. On the server the head goes into the render
// collector (the response's <head>); in the browser the title and description follow the page.
import { useEffect } from 'react';
import { applyTitleAndDescription } from '../head/apply-head';
import type { PageHeadInput } from '../head/page-head';
import { siteDescription } from '../routing/page-descriptions';
import { useRenderCollector } from '../head/render-context';
import { resolveTitle } from '../head/title';
import { useBrand } from './useBrand';

export function usePageHead(head: PageHeadInput): void {
  const brand = useBrand();
  useRenderCollector()?.setPage(head);
  const title = resolveTitle(head.title, brand);
  const description = head.description ?? siteDescription(brand);
  useEffect(() => {
    applyTitleAndDescription(title, description);
  }, [title, description]);
}
