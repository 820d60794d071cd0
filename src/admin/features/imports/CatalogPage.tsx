// /admin/catalog: the catalog's import, history and export (issue 20).
import { ImportPage } from './ImportPage';

export default function CatalogPage() {
  return <ImportPage key="catalog" dataset="catalog" />;
}
