/**
 * One saved profile in a step's radio list (billing and domain profile steps): the radio, the
 * profile's summary as its label, and an edit button named after the profile when editing is
 * allowed.
 */
import { useTranslation } from 'react-i18next';
import type { BillingProfile, DomainProfile } from '../../../../events/contract/profiles';
import { ProfileSummary, profileLabel } from '../../../ui/checkout/profile-summary';

interface ProfileOptionProps {
  /** The radio group's name, also the prefix of the radio's id. */
  group: 'billing-profile' | 'domain-profile';
  profile: BillingProfile | DomainProfile;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
  /** Translation key of the edit button's accessible name (`{name}`); absent: no edit button. */
  editKey?: string;
  onEdit?: () => void;
}

export function ProfileOption({
  group,
  profile,
  checked,
  disabled,
  onChoose,
  editKey,
  onEdit,
}: ProfileOptionProps) {
  const { t, i18n } = useTranslation();
  const id = `${group}-${profile.id}`;
  return (
    <div className="profile-option">
      <input type="radio" id={id} name={group} checked={checked} disabled={disabled} onChange={onChoose} />
      <label htmlFor={id}>
        <ProfileSummary profile={profile} />
      </label>
      {editKey && onEdit && (
        <button
          type="button"
          className="button profile-option__edit"
          aria-label={t(editKey, { name: profileLabel(profile, i18n.language) })}
          onClick={onEdit}
        >
          {t('common.edit')}
        </button>
      )}
    </div>
  );
}
