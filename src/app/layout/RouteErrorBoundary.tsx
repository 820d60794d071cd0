// Catches a page that throws or whose chunk cannot load (e.g. after a deploy replaced the files), inside
// the frame so the header and footer stay usable. It resets when the path changes, without remounting the
// page on query-string changes.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  resetKey: string;
  children: ReactNode;
}
interface State {
  error: boolean;
  resetKey: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { error: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="container page" role="alert">
        <h1 className="page-intro__title">Something went wrong</h1>
        <p>This page could not be shown. Reloading usually fixes it.</p>
        <button type="button" className="button button--accent" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
