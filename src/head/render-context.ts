// Server rendering only: pages and the route layer tell the renderer what the response needs (head,
// status) through the collector it provides. In the browser there is no collector and these calls do nothing.
import { createContext, useContext } from 'react';
import type { PageHeadInput, RouteHead } from './page-head';

export interface Collected {
  route: RouteHead | null;
  page: PageHeadInput | null;
  status: number;
}

export interface RenderCollector {
  setRoute(head: RouteHead): void;
  setPage(head: PageHeadInput): void;
  setStatus(status: number): void;
  /** What the render said (the last call of each kind wins). */
  readonly collected: Collected;
}

export function createRenderCollector(): RenderCollector {
  const collected: Collected = { route: null, page: null, status: 200 };
  return {
    collected,
    setRoute: (head) => void (collected.route = head),
    setPage: (head) => void (collected.page = head),
    setStatus: (status) => void (collected.status = status),
  };
}

export const RenderContext = createContext<RenderCollector | null>(null);

/** The collector of the server render in progress; null in the browser. */
export function useRenderCollector(): RenderCollector | null {
  return useContext(RenderContext);
}

/** Sets the HTTP status of the server-rendered page (404 for not-found content). */
export function useResponseStatus(status: number): void {
  useRenderCollector()?.setStatus(status);
}
