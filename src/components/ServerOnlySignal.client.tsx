'use client';

import { Component, type ReactNode } from 'react';

/**
 * Renders nothing once its children throw. For what throws on purpose to shape the server's answer (the
 * not-found page's status): in the browser the page already shows what it must, so the throw has nothing to do.
 * React's server rendering runs no error boundary, so the server still sees the throw.
 */
export class ServerOnlySignal extends Component<{ children: ReactNode }, { thrown: boolean }> {
  state = { thrown: false };

  static getDerivedStateFromError() {
    return { thrown: true };
  }

  render() {
    return this.state.thrown ? null : this.props.children;
  }
}
