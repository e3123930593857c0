import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** Drawn instead of the children after a render error; `reset` tries the children again. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** When this value changes (e.g. the path), a shown error is dropped: the person moved on. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: unknown;
  hasError: boolean;
}

/** Catches render errors below it so the rest of the page (the shell) keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failedAt: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (!state.hasError) return { failedAt: props.resetKey };
    return props.resetKey !== state.failedAt ? { error: null, hasError: false, failedAt: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The console is the only place a render error's stack goes; there is no error service.
    console.error('Render error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (this.state.hasError) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
