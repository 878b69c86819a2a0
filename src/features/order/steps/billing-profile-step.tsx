/**
 * The billing-profile step (spec §2, §4, §6). Read-only: the chosen profile. Not logged in: the
 * sign-up form (in the Swedish workflow sign-up happens in the user information step). Logged in:
 * the saved profiles to pick (put on the cart at once), edit or create in a drawer; with a limit of
 * one profile, an inline form instead of the drawer; continue once the cart has a profile. The
 * step is a form (Enter continues); the drawer's form is its own, outside it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingValues, newProfileValues } from '../../../../projections/profiles/values';
import { sameValue } from '../../../../projections/shared/same-value';
import { isLoggedIn, loadedCart, isProceeding } from '../../../../projections/cart/selectors';
import { profileForm } from '../../../../projections/profiles/selectors';
import { useStateReader } from '../../../app/use-state-reader';
import { useDispatch, useServices } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { Spinner } from '../../../ui/spinner';
import { BillingProfileEditor } from '../profiles/billing-profile-editor';
import { ProfileDrawer } from '../profiles/profile-drawer';
import { ProfileLoadError } from '../profiles/profile-load-error';
import { ProfileOption } from '../profiles/profile-option';
import { useProfileList } from '../profiles/use-profile-list';
import { ProfileSummary, profileLabel } from '../../../ui/checkout/profile-summary';
import { SignUpForm } from '../signup/signup-form';
import { StepForm } from './step-form';

export function BillingProfileStep({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const chosen = useAppSelector((state) => loadedCart(state)?.billingProfile ?? null, sameValue);
  const loggedIn = useAppSelector(isLoggedIn);
  if (readOnly) {
    return chosen ? <ProfileSummary profile={chosen} /> : <p>{t('profiles.not_chosen')}</p>;
  }
  if (!loggedIn) {
    return config.workflow === 2 ? <p>{t('signup.in_user_information')}</p> : <SignUpForm />;
  }
  return <BillingProfiles />;
}

function BillingProfiles() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const readState = useStateReader();
  const { config } = useServices();
  const load = useProfileList('billing');
  const list = load.list;
  const cartId = useAppSelector((state) => loadedCart(state)?.billingProfile?.id ?? null);
  const proceeding = useAppSelector(isProceeding);
  /** The open billing form's profile (null: a new one), undefined with no form open. */
  const draftId = useAppSelector((state) => profileForm(state, 'billing')?.profileId);
  const drawer = useAppSelector((state) => state.profileForms.drawer);
  /** The radio shows a pick at once; once the cart has answered, the cart's profile again. */
  const [picked, setPicked] = useState<number | null>(null);
  const shown = proceeding && picked !== null ? picked : cartId;
  const inline = config.billingProfileCountLimit === 1 || (load.status === 'loaded' && list.length === 0);
  const inlineProfile = inline ? (list.find((p) => p.id === cartId) ?? list[0] ?? null) : null;
  const inlineId = inlineProfile?.id ?? null;
  const needsInlineForm = inline && load.status === 'loaded' && draftId !== inlineId;

  useEffect(() => {
    // By the state when the effect runs: a begun profile restored after a reload may have come since.
    if (!needsInlineForm || profileForm(readState(), 'billing')?.profileId === inlineId) return;
    const values = inlineProfile ? billingValues(inlineProfile) : newProfileValues(config.companyCountry);
    dispatch('profiles/form-opened', { form: 'billing', profileId: inlineId, values, drawer: false });
  }, [needsInlineForm, inlineProfile, inlineId, config.companyCountry, dispatch, readState]);

  if (load.status !== 'failed' && load.status !== 'loaded') return <Spinner labelKey="profiles.loading" />;
  if (load.status === 'failed' && list.length === 0) {
    return (
      <ProfileLoadError
        messageKey={load.error.messageKey}
        onRetry={() => dispatch('profiles/load-requested', { which: 'billing' })}
      />
    );
  }
  if (inline) return <BillingProfileEditor saved={inlineProfile} continueAfter />;

  const drawerOpen = drawer === 'billing' && draftId !== undefined;
  const editing = drawerOpen ? (list.find((p) => p.id === draftId) ?? null) : null;
  const openEditor = (profileId: number | null) => {
    const profile = list.find((p) => p.id === profileId);
    const values = profile ? billingValues(profile) : newProfileValues(config.companyCountry);
    dispatch('profiles/form-opened', { form: 'billing', profileId, values, drawer: true });
  };
  return (
    <>
      <StepForm
        className="profile-step"
        submitKey="order.continue"
        busy={proceeding}
        onSubmit={() => dispatch('profiles/step-submitted', { step: 'billing-profile' })}
      >
        <fieldset className="profile-list">
          <legend>{t('profiles.billing.choose')}</legend>
          {list.map((p) => (
            <ProfileOption
              key={p.id}
              group="billing-profile"
              profile={p}
              checked={shown === p.id}
              disabled={proceeding}
              onChoose={() => {
                setPicked(p.id);
                dispatch('profiles/billing-profile-chosen', { profileId: p.id });
              }}
              editKey="profiles.billing.edit"
              onEdit={() => openEditor(p.id)}
            />
          ))}
        </fieldset>
        {list.length < config.billingProfileCountLimit && (
          <button type="button" className="button profile-step__add" onClick={() => openEditor(null)}>
            {t('profiles.billing.add')}
          </button>
        )}
      </StepForm>
      {drawerOpen && (
        <ProfileDrawer
          title={
            editing
              ? t('profiles.billing.edit', { name: profileLabel(editing, i18n.language) })
              : t('profiles.billing.new')
          }
          onClose={() => dispatch('profiles/form-closed', { form: 'billing' })}
        >
          <BillingProfileEditor saved={editing} continueAfter={false} />
        </ProfileDrawer>
      )}
    </>
  );
}
