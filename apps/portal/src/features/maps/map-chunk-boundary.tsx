import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown instead of the children once they failed, such as the map area's 'Erro ao carregar mapa!'. */
  fallback: ReactNode;
}

/**
 * Keeps a failed maps chunk (offline, a new deploy removed it) inside the map area, so the rest of the screen,
 * such as the geofence's points list, goes on working instead of the whole page showing the application error.
 */
export class MapChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
