/**
 * The service settings step (spec §2, §4, §5): one form per item that has mandatory editable
 * properties, with a status icon each; a done message once every setting is filled; continue is
 * blocked while any is empty. Read-only, it lists the settings as entered (auth codes masked).
 */
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import { sameValue } from '../../../../projections/shared/same-value';
import { missingMandatory } from '../../../../projections/steps/progress';
import { loadedCart, commandRunning } from '../../../../projections/cart/selectors';
import { useAppSelector } from '../../../app/use-app-selector';
import { StepFooter } from '../step-footer';
import { ServiceSettingsItem } from './service-settings-item';
import { settingDisplay } from './setting-display';

function itemsWithSettings(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => item.mandatoryEditableProperties.length > 0);
}

export function ServiceSettingsStep({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const items = useAppSelector((state) => itemsWithSettings(loadedCart(state)?.items ?? []), sameValue);
  const busy = useAppSelector((state) => commandRunning(state, 'update-item'));
  const complete = items.every((item) => missingMandatory(item).length === 0);
  if (readOnly) {
    return (
      <ul className="order-step__summary service-settings-summary">
        {items.map((item) => (
          <li key={item.id}>
            <span className="service-settings-summary__name">{item.name}</span>:{' '}
            {item.mandatoryEditableProperties.map((p) => settingDisplay(item, p, t)).join(', ')}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="service-settings">
      <ul className="service-settings__items">
        {items.map((item) => (
          <ServiceSettingsItem key={item.id} item={item} />
        ))}
      </ul>
      {complete && (
        <p className="message message--success" role="status">
          {t('service_settings.done')}
        </p>
      )}
      <StepFooter canContinue={complete} busy={busy} />
    </div>
  );
}
