/**
 * The hosting package change banner (spec §8): when the provider answers
 * `validation.hosting_package_change.not_available`, the drawer explains that a package cannot be
 * downgraded in the order and links to the web administration and the hosting packages.
 */
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../events/catalogue/messages';
import { useServices } from '../../../app/services';
import { providerLinks } from '../../../ui/provider-links';

const PACKAGE_CHANGE_KEY = 'validation.hosting_package_change.not_available';

export function DowngradeBanner({ messages }: { messages: readonly Message[] }) {
  const { t } = useTranslation();
  const { config } = useServices();
  if (!messages.some((m) => m.translationKey === PACKAGE_CHANGE_KEY)) return null;
  const links = providerLinks(config);
  return (
    <div className="message message--warning downgrade-banner" role="alert">
      <p>{t('validation.cart_item.cannot_downgrade')}</p>
      <p className="downgrade-banner__links">
        <a href={links.webAdmin}>{t('validation.cart_item.cannot_downgrade.web_admin')}</a>
        <a href={links.hostings}>{t('validation.cart_item.cannot_downgrade.hostings')}</a>
      </p>
    </div>
  );
}
