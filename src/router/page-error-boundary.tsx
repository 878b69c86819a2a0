/**
 * Catches a page that fails to load or render (chunk timeout, unexpected exception) and shows a
 * translated message with a retry, so the customer never sees a blank screen. The failure is
 * logged as `app/crashed`.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, type AppServices } from '../app/services';

interface Props {
  children: ReactNode;
}

export function PageErrorBoundary({ children }: Props) {
  const services = useServices();
  return <Boundary services={services}>{children}</Boundary>;
}

class Boundary extends Component<Props & { services: AppServices }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.services.store.log.append('app/crashed', {
      messageKey: 'general.unexpected',
      detail: `${error.message}\n${info.componentStack ?? ''}`.slice(0, 2000),
    });
  }

  override render() {
    if (this.state.failed) return <CrashMessage onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

function CrashMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page page--crashed" role="alert">
      <p>{t('general.unexpected')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
