// The brand the console is run for (BRAND_NAME, given by the server's shell): page titles and the header
// say "<brand> staff console".
import { createContext, useContext, type ReactNode } from 'react';

const BrandContext = createContext('Basalt');

export function ConsoleBrandProvider({ brand, children }: { brand: string; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useConsoleBrand(): string {
  return useContext(BrandContext);
}

/** "<page> · <brand> staff console" */
export function consoleTitle(brand: string, page?: string): string {
  return page ? `${page} · ${brand} staff console` : `${brand} staff console`;
}
