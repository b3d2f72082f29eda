import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { AppErrorFallback } from './app-error-fallback';

interface RouteErrorCatcherProps {
  readonly pathname: string;
  readonly children: ReactNode;
}

interface RouteErrorCatcherState {
  /** The path rendered last; a failure is forgotten when it changes. */
  readonly pathname: string;
  readonly failed: boolean;
}

class RouteErrorCatcher extends Component<RouteErrorCatcherProps, RouteErrorCatcherState> {
  override state: RouteErrorCatcherState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(): Partial<RouteErrorCatcherState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorCatcherProps,
    state: RouteErrorCatcherState,
  ): Partial<RouteErrorCatcherState> | null {
    // Navigating away from the failed page renders the app again.
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <AppErrorFallback /> : this.props.children;
  }
}

/**
 * Around the route tree: a page that fails to render or a chunk that fails to load (e.g. after a deploy) shows the
 * error screen until the user navigates elsewhere.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorCatcher pathname={pathname}>{children}</RouteErrorCatcher>;
}
