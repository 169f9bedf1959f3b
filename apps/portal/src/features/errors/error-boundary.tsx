import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Card } from '@frota/ui';

interface State {
  error: Error | null;
}

/** The application's last line: "Unexpected Application Error!" with the message (spec 01 §8). */
export class AppErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto max-w-2xl p-8">
        <Card role="alert" className="space-y-2">
          <h1 className="text-xl font-semibold text-danger-700">Unexpected Application Error!</h1>
          <p className="font-mono text-sm text-ink-700">{this.state.error.message}</p>
          <a href="/" className="text-brand-700 underline">
            Voltar ao início
          </a>
        </Card>
      </main>
    );
  }
}
