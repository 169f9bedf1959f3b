import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Card, CenteredLayout, ErrorBox, Heading, textLinkClasses } from '@frota/ui';

interface State {
  error: Error | null;
}

/** The application's last line: "Unexpected Application Error!" with the message (spec 01 §8). */
interface Props {
  children: ReactNode;
  /** The route's path: the boundary clears when the user navigates elsewhere. */
  resetKey?: string;
  /** Inside the shell, the message takes the content area; outside, the whole screen. */
  placement?: 'screen' | 'content';
}

export class AppErrorBoundary extends Component<Props, State> {
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
    const panel = (
      <div className="space-y-4">
        <Heading>Unexpected Application Error!</Heading>
        <ErrorBox messages={[this.state.error.message]} />
        <a href="/" className={textLinkClasses()}>
          Voltar ao início
        </a>
      </div>
    );
    return this.props.placement === 'content' ? (
      <Card>{panel}</Card>
    ) : (
      <CenteredLayout width="md">{panel}</CenteredLayout>
    );
  }
}
