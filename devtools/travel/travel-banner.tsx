/**
 * While the console has the app at an earlier event, the app says so: a banner over it ("Viewing
 * event #N of M, effects paused") with "Back to live", and the app's own region is made `inert`
 * and dimmed, so its controls can be neither clicked nor reached by keyboard or a screen reader.
 * The banner, outside that region, is a live region: a screen reader hears why the app went quiet
 * and where the way back is. Leaving travel (or closing the panel) gives the app back.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevConsole } from '../console/console-model';

const TRAVELLING_CLASS = 'app--travelling';

export function TravelBanner({ dev, appRoot }: { dev: DevConsole; appRoot: HTMLElement | null }) {
  // Subscribes this component itself: a parent's subscription ends when React yields between them.
  useSignals();
  const { t } = useTranslation();
  const cursor = dev.store.cursor.value ?? null;
  const total = dev.allEvents().length;
  const travelling = cursor !== null;

  useEffect(() => {
    if (!travelling || !appRoot) return;
    appRoot.setAttribute('inert', '');
    appRoot.classList.add(TRAVELLING_CLASS);
    return () => {
      appRoot.removeAttribute('inert');
      appRoot.classList.remove(TRAVELLING_CLASS);
    };
  }, [travelling, appRoot]);

  return (
    <div
      className={`developer-banner${travelling ? '' : ' developer-banner--idle'}`}
      role="status"
      data-testid="travel-banner"
      data-beside-dialogs=""
    >
      {travelling && (
        <>
          <strong>{t('devtools.banner.viewing', { seq: cursor, total })}</strong>{' '}
          <span>{t('devtools.banner.app_disabled')}</span>{' '}
          <button type="button" onClick={() => dev.leaveTravel()}>
            {t('devtools.travel.leave')}
          </button>
        </>
      )}
    </div>
  );
}
