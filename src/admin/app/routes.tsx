// The console's route table: each page of src/admin/routing/pages.ts with its lazily loaded component (one
// chunk each, named admin-<page>, so the first load is the frame only). The catalog, dealers, documents and
// leads pages are the features' default exports.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConsolePageKey } from '../routing/pages';

type Page = LazyExoticComponent<ComponentType>;

export const pageComponents: Record<ConsolePageKey, Page> = {
  home: lazy(() => import(/* webpackChunkName: "admin-home" */ '../features/home/HomePage')),
  catalog: lazy(() => import(/* webpackChunkName: "admin-catalog" */ '../features/imports/CatalogPage')),
  dealers: lazy(() => import(/* webpackChunkName: "admin-dealers" */ '../features/imports/DealersPage')),
  documents: lazy(() => import(/* webpackChunkName: "admin-documents" */ '../features/documents/DocumentsPage')),
  leads: lazy(() => import(/* webpackChunkName: "admin-leads" */ '../features/leads/LeadsPage')),
  lead: lazy(() => import(/* webpackChunkName: "admin-lead" */ '../features/leads/LeadPage')),
  staff: lazy(() => import(/* webpackChunkName: "admin-staff" */ '../features/staff/StaffPage')),
  tokens: lazy(() => import(/* webpackChunkName: "admin-tokens" */ '../features/tokens/TokensPage')),
  audit: lazy(() => import(/* webpackChunkName: "admin-audit" */ '../features/audit/AuditPage')),
  account: lazy(() => import(/* webpackChunkName: "admin-account" */ '../features/account/AccountPage')),
};

export const SignInPage = lazy(() => import(/* webpackChunkName: "admin-sign-in" */ '../features/session/SignInPage'));
export const LinkPage = lazy(() => import(/* webpackChunkName: "admin-link" */ '../features/session/LinkPage'));
