import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ScreenError } from '../features/errors';
import { isChunkLoadError } from './lazy-screen';

interface TProps {
  children: ReactNode;
}

interface TState {
  error: unknown;
}

/**
 * Catches a screen that failed to load (ChunkLoadError, a failed dynamic import, the 120 s
 * timeout) or crashed, and offers a reload instead of a blank page.
 * Give it a `key` of the path so it resets on navigation.
 */
export class RouteErrorBoundary extends Component<TProps, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: unknown): TState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) console.error('screen crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error !== null) {
      return <ScreenError kind={isChunkLoadError(this.state.error) ? 'chunk' : 'crash'} />;
    }
    return this.props.children;
  }
}
