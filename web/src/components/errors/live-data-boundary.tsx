import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LiveDataBoundaryProps {
  /** Names the widget in the log, e.g. 'sidebar badge'. */
  readonly label: string;
  /** Shown instead of the widget once its live data failed. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface LiveDataBoundaryState {
  readonly failed: boolean;
}

/**
 * Around a widget that reads Firestore live: a listener that fails (rules, a malformed document) throws while
 * rendering; the widget then shows its fallback and the failure is logged, while the rest of the page keeps working.
 */
export class LiveDataBoundary extends Component<LiveDataBoundaryProps, LiveDataBoundaryState> {
  override state: LiveDataBoundaryState = { failed: false };

  static getDerivedStateFromError(): LiveDataBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Live data of the ${this.props.label} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
