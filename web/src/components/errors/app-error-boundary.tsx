import { Component, type ErrorInfo, type ReactNode } from 'react';

import { AppErrorFallback } from './app-error-fallback';

interface AppErrorBoundaryState {
  readonly failed: boolean;
}

/** Last line of defence: a render error anywhere outside the router shows a reload screen instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <AppErrorFallback /> : this.props.children;
  }
}
