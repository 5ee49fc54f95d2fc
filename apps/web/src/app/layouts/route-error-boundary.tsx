import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteErrorPage } from './route-error-page.tsx';

type Props = { location: Location; children: ReactNode };
type State = { failed: boolean; location: Location };

/**
 * Catches what a screen throws while rendering, a failed chunk load included, and shows the error page in
 * its place (React logs the error). Going to another address (a link, back) clears it, as the data router's
 * error boundary did.
 */
class ErrorBoundaryAt extends Component<Props, State> {
  override state: State = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundaryAt location={useLocation()}>{children}</ErrorBoundaryAt>;
}
