/**
 * The outdated-browser modal (spec §2): this browser cannot run everything the order needs; two
 * alternative browsers are linked, and the customer may continue anyway (closing is an intent).
 */
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/services';
import { ModalDialog } from '../../ui/modal-dialog';

const ALTERNATIVE_BROWSERS = [
  { name: 'Google Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/new/' },
] as const;

export default function OutdatedBrowserModal() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const close = () => dispatch('browser/outdated-dismissed', {});
  return (
    <ModalDialog
      className="outdated-browser"
      titleId="outdated-browser-title"
      textId="outdated-browser-text"
      onEscape={close}
    >
      <h2 id="outdated-browser-title">{t('outdated_browser.title')}</h2>
      <p id="outdated-browser-text">{t('outdated_browser.text')}</p>
      <ul className="outdated-browser__links">
        {ALTERNATIVE_BROWSERS.map((b) => (
          <li key={b.url}>
            <a href={b.url} target="_blank" rel="noopener noreferrer">
              {b.name}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={close}>
        {t('outdated_browser.continue')}
      </button>
    </ModalDialog>
  );
}
