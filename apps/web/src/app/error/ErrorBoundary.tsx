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
}

/**
 * Catches render errors: around the providers and shell, and around the routes (with the address
 * as `resetKey`, so leaving a broken screen by a link or Back shows the next one). Try Again
 * renders the same children afresh; a screen whose download failed downloads again then.
 *
 * The address that showed an error is noted in the commit that first shows it, and the error is
 * cleared only once a later commit has another address: a navigation is a transition, and a reset judged
 * during its uncommitted renders cleared the error of the very screen that had just failed, which
 * then downloaded again on its own.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };
  private errorKey: string | undefined;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override componentDidMount() {
    if (this.state.error) this.errorKey = this.props.resetKey;
  }

  override componentDidUpdate(_props: ErrorBoundaryProps, previous: ErrorBoundaryState) {
    if (!this.state.error) return;
    if (!previous.error) this.errorKey = this.props.resetKey;
    else if (this.props.resetKey !== this.errorKey) this.retry();
  }

  private retry() {
    retryFailedScreens();
    this.setState({ error: null });
  }

  override render() {
    if (this.state.error) {
      return <ErrorScreen error={this.state.error} onRetry={() => this.retry()} />;
    }
    return this.props.children;
  }
}
