// Around each console page: a page that fails to render, or whose chunk failed to load (a lost connection, a
// new release), shows what to do instead of an empty frame. Keyed by path, so navigating away clears it.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A console page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="console-page" role="alert">
        <h1 className="console-page__title">This page could not be shown</h1>
        <p>Reload the page. If it keeps failing, tell the site&apos;s administrator.</p>
      </div>
    );
  }
}
