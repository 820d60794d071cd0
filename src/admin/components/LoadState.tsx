// What a page shows while its data loads, or when it could not: a status while loading, an alert that says
// what to do (a 403: "Your role cannot do this.") and a Retry, else the content.
import type { ReactNode } from 'react';
import { failureOf } from '../api/call-failure';

interface Props {
  isLoading: boolean;
  /** The hook's error, if any. */
  error: unknown;
  onRetry: () => void;
  /** What is loading, e.g. "the staff accounts". */
  what: string;
  children: ReactNode;
}

export function LoadState({ isLoading, error, onRetry, what, children }: Props) {
  if (error !== undefined && error !== null) {
    const failure = failureOf(error);
    return (
      <div className="console-alert console-alert--error" role="alert">
        <p>
          We could not load {what}. {failure.message}
        </p>
        {failure.status === 403 ? null : (
          <button type="button" className="button button--small" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (isLoading) {
    return (
      <p className="console-loading" role="status">
        Loading {what}…
      </p>
    );
  }
  return <>{children}</>;
}
