/**
 * "Use my billing details" in the domain-profile step (decision 019): a radio like the saved
 * profiles', labelled by what it does and described by the billing profile it uses; chosen, the
 * step shows what Continue will do instead of an address form, with the message of a failed
 * creation where the form would show it.
 */
import { useTranslation } from 'react-i18next';
import type { BillingProfile } from '../../../../events/contract/profiles';
import type { ErrorItem } from '../../../../events/contract/errors';
import { FormErrorMessage } from '../address/form-error-message';
import { profileAddress, profileLabel } from '../../../ui/checkout/profile-summary';

const ID = 'domain-profile-billing';

export function BillingDetailsOption({
  billing,
  checked,
  disabled,
  onChoose,
}: {
  billing: BillingProfile;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="profile-option">
      <input
        type="radio"
        id={ID}
        name="domain-profile"
        checked={checked}
        disabled={disabled}
        aria-labelledby={`${ID}-name`}
        aria-describedby={`${ID}-source`}
        onChange={onChoose}
      />
      {/* The whole label is the click target; the name is what the option does, the billing
          profile it uses is its description. */}
      <label htmlFor={ID}>
        <strong id={`${ID}-name`}>{t('profiles.domain.from_billing')}</strong>
        <span id={`${ID}-source`} className="profile-summary">
          {profileLabel(billing, i18n.language)}, {profileAddress(billing)}
        </span>
      </label>
    </div>
  );
}

export function BillingDetailsPanel({ error }: { error: ErrorItem | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="profile-from-billing">
      <FormErrorMessage error={error} />
      <p>{t('profiles.domain.from_billing_hint')}</p>
    </div>
  );
}
