// Loading skeletons and a load error with Retry, for any RTK Query result. The original site only logged
// failed calls; a visitor should never face an empty page in silence.
import type { ReactNode } from 'react';
import './query-status.css';

interface Props {
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** What failed to load, e.g. "the tire sizes". */
  what: string;
  /** Skeleton rows while loading. */
  rows?: number;
  children: ReactNode;
}

export function Skeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="skeleton__row" />
      ))}
    </div>
  );
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>We could not load {what}. Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function QueryStatus({ isLoading, isError, onRetry, what, rows, children }: Props) {
  if (isError) return <LoadError what={what} onRetry={onRetry} />;
  if (isLoading) return <Skeleton rows={rows} label={`Loading ${what}`} />;
  return <>{children}</>;
}
