// For pages whose title depends on their data (route `titleFromPage`), e.g. tire details:
// "{pattern name} | Off-the-Road (OTR) Tires". null means the default title.
import { useEffect } from 'react';
import { resolveTitle } from '../app/title';
import { useBrand } from './useBrand';

export function useDocumentTitle(title: string | null): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = resolveTitle(title, brand);
  }, [title, brand]);
}
