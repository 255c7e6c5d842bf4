import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../hooks/useT';

/** Spec §8: a widget that fails to render shows "Algo Salio Mal." plus the error message. */
export function WidgetFailure({ error }: { error: unknown }) {
  const t = useT();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p className="notice notice--error" role="alert" data-testid="widget-failure">
      {t('shell.widget.renderFailure')} {message}
    </p>
  );
}

interface State {
  error: unknown;
  failed: boolean;
}

/** One broken widget must not take the page down with it: it is replaced by its failure notice. */
export class WidgetErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[colmena] a widget failed to render:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <WidgetFailure error={this.state.error} /> : this.props.children;
  }
}
