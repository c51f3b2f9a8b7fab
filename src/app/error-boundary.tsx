import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface ErrorBoundaryProps {
  /** A change (the pathname) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/** Catches a page that throws and shows the friendly error page instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page error:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}
