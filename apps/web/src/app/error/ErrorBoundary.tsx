import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

/** Catches render errors outside the router (providers, shell). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: null })} />
      );
    }
    return this.props.children;
  }
}

/**
 * The router's errorElement: errors thrown while rendering a route. Try Again navigates to the
 * same address, which clears the router's error state and renders the screen afresh.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const handleRetry = () => navigate({ pathname, search, hash }, { replace: true });
  return <ErrorScreen error={error} onRetry={handleRetry} />;
}
