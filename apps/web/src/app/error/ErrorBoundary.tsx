import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedScreens } from '../lazy-screen';
import { ErrorScreen } from './ErrorScreen';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (another address), a shown error is cleared and the children render again. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

/**
 * Catches render errors: around the providers and shell, and around the routes (with the address
 * as `resetKey`, so leaving a broken screen by a link or Back shows the next one). Try Again
 * renders the same children afresh; a screen whose download failed downloads again then.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    if (props.resetKey === state.resetKey) return null;
    if (state.error) retryFailedScreens();
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorScreen
          error={this.state.error}
          onRetry={() => {
            retryFailedScreens();
            this.setState({ error: null });
          }}
        />
      );
    }
    return this.props.children;
  }
}
