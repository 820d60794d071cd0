// Paging of a long table: "Page 2 of 7 (130 entries)" with Previous and Next, in a navigation landmark named
// after the table. The page number lives in the address (?page=), so a reload or a shared link keeps it.
interface Props {
  /** Names the navigation, e.g. "Audit log pages". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function Pager({ label, page, pageSize, total, onPage }: Props) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous<span className="visually-hidden"> page</span>
      </button>
      <span className="pager__where" aria-live="polite">
        Page {Math.min(page, pages)} of {pages} ({total} {total === 1 ? 'entry' : 'entries'})
      </span>
      <button type="button" className="button button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next<span className="visually-hidden"> page</span>
      </button>
    </nav>
  );
}
