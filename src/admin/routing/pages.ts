// THE page table of the staff console (plain data, as src/routing/pages.ts is the site's): each page's path
// under /admin, its title, its label in the navigation, the scope a role needs for it (docs/staff-console.md)
// and what it is for (the home page lists what a role can do). The lazy components are joined to it in
// src/admin/app/routes.tsx; hrefs come from consolePaths.
import type { StaffScope } from '../../contract/staff';

/** Where the console lives: the router's basename and the server's shell route (server/ssr/admin-shell.ts). */
export const CONSOLE_BASE = '/admin';

export type ConsolePageKey = 'home' | 'catalog' | 'dealers' | 'documents' | 'leads' | 'lead' | 'staff' | 'tokens' | 'audit' | 'account';

export interface ConsolePage {
  key: ConsolePageKey;
  /** Relative to CONSOLE_BASE. */
  path: string;
  title: string;
  /** Its label in the navigation; null: not listed there (a detail page). */
  nav: string | null;
  /** The scope it needs; null: anyone signed in. */
  scope: StaffScope | null;
  /** What it is for, as the home page says it. */
  summary: string;
}

export const consolePages: readonly ConsolePage[] = [
  { key: 'home', path: '/', title: 'Home', nav: 'Home', scope: null, summary: 'What you can do here.' },
  {
    key: 'catalog',
    path: '/catalog',
    title: 'Catalog',
    nav: 'Catalog',
    scope: 'catalog',
    summary: 'Upload the catalog workbook, fix what the check finds, see the difference from the live site, publish, roll back, download the live data.',
  },
  {
    key: 'dealers',
    path: '/dealers',
    title: 'Dealers',
    nav: 'Dealers',
    scope: 'dealers',
    summary: 'Upload the dealer list, see the difference, publish, roll back, download the live list.',
  },
  {
    key: 'documents',
    path: '/documents',
    title: 'Documents',
    nav: 'Documents',
    scope: 'documents',
    summary: 'Brochures and sell sheets: upload a new one or a replacement, preview, remove.',
  },
  {
    key: 'leads',
    path: '/leads',
    title: 'Leads',
    nav: 'Leads',
    scope: 'leads',
    summary: 'Contact requests, consultations and EMTrack sign-ups: filter, assign, mark handled, export.',
  },
  { key: 'lead', path: '/leads/:id', title: 'Lead', nav: null, scope: 'leads', summary: 'One lead in full.' },
  {
    key: 'staff',
    path: '/staff',
    title: 'Staff accounts',
    nav: 'Staff',
    scope: 'staff',
    summary: 'Invite people, change their role, disable an account, reset a password.',
  },
  {
    key: 'tokens',
    path: '/tokens',
    title: 'API tokens',
    nav: 'API tokens',
    scope: 'tokens',
    summary: 'Tokens for scripts, such as a nightly catalog import: create, revoke.',
  },
  { key: 'audit', path: '/audit', title: 'Audit log', nav: 'Audit log', scope: 'audit', summary: 'Who did what in the admin API, and when.' },
  {
    key: 'account',
    path: '/account',
    title: 'Your account',
    nav: 'Your account',
    scope: null,
    summary: 'Change your password, sign out, sign out on every device.',
  },
];

export function consolePage(key: ConsolePageKey): ConsolePage {
  return consolePages.find((p) => p.key === key)!;
}

/** The pages a session with `scopes` may open. */
export function pagesFor(scopes: readonly StaffScope[]): ConsolePage[] {
  return consolePages.filter((p) => p.scope === null || scopes.includes(p.scope));
}

/** A place to return to after signing in: a console path (not the sign-in or link page), else home. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (/^\/(sign-in|link)(\/|\?|#|$)/.test(next)) return '/';
  return next;
}

/** Hrefs inside the console (relative to CONSOLE_BASE, as the router's links take them). */
export const consolePaths = {
  home: () => '/',
  signIn: (next?: string) => (next && safeNext(next) !== '/' ? `/sign-in?next=${encodeURIComponent(safeNext(next))}` : '/sign-in'),
  link: () => '/link',
  account: () => '/account',
  staff: () => '/staff',
  tokens: () => '/tokens',
  audit: (page?: number) => (page && page > 1 ? `/audit?page=${page}` : '/audit'),
  catalog: () => '/catalog',
  dealers: () => '/dealers',
  documents: () => '/documents',
  leads: () => '/leads',
  lead: (id: number) => `/leads/${id}`,
};
