// Last line of defence around the whole app: route errors are handled by the router's errorElement;
// this catches what fails outside it (store, router setup) so the visitor never gets a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The site failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="container page" role="alert">
        <h1>Something went wrong</h1>
        <p>
          The site could not be shown. <a href="/">Reload the home page</a>.
        </p>
      </main>
    );
  }
}
