// Anything that breaks inside the viewer (its chunk failing to load, a render error) ends in the fallback
// frame (SPEC §8 "PDF viewer failure"), never in the page's error screen.
import { Component, type ReactNode } from 'react';

interface Props {
  onError: () => void;
  children: ReactNode;
}

export class ViewerBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The PDF viewer failed; showing the plain frame instead', error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
