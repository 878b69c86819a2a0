/**
 * The domain-profile step, 'User information' in the Swedish workflow (spec §2, §4, §6). Read-only:
 * the cart's profile, or the note that every domain has its own. Not logged in: the sign-up form in
 * the Swedish workflow (it comes first there). Logged in: a radio list of saved profiles and a new
 * one (and, in the standard workflow, one made from the cart's billing profile: decision 019); the
 * chosen option shows its form; continue saves what changed and puts the profile on the cart;
 * saved profiles are edited in a drawer. The Swedish setting disables editing and locks
 * the saved fields. An info banner replaces the form when every domain names its own profile.
 * The step is a form (Enter continues); the drawer's form is its own, outside it.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainProfile } from '../../../../events/contract/profiles';
import { domainValues, newProfileValues } from '../../../../projections/profiles/values';
import { sameValue } from '../../../../projections/shared/same-value';
import { isLoggedIn, loadedCart, isProceeding } from '../../../../projections/cart/selectors';
import {
  allDomainProfilesDefined,
  billingDetailsOffered,
  domainChoice,
  profileFormHead,
} from '../../../../projections/profiles/selectors';
import { useDispatch, useServices } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { useStateReader } from '../../../app/use-state-reader';
import { Spinner } from '../../../ui/spinner';
import { AddressForm } from '../address/address-form';
import { BillingDetailsOption, BillingDetailsPanel } from '../profiles/billing-details-option';
import { submitDomainFromBilling, submitDomainProfile } from '../profiles/domain-profile-editor';
import { ProfileDrawer } from '../profiles/profile-drawer';
import { ProfileLoadError } from '../profiles/profile-load-error';
import { ProfileOption } from '../profiles/profile-option';
import { useProfileList } from '../profiles/use-profile-list';
import { ProfileSummary, profileLabel } from '../../../ui/checkout/profile-summary';
import { SignUpForm } from '../signup/signup-form';
import { StepForm } from './step-form';
import { workflowKey } from '../../../i18n/workflow-keys';

export function DomainProfileStep({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const chosen = useAppSelector((state) => loadedCart(state)?.domainProfile ?? null, sameValue);
  const allDefined = useAppSelector(allDomainProfilesDefined);
  const loggedIn = useAppSelector(isLoggedIn);
  if (readOnly) {
    if (allDefined)
      return <p className="info-banner">{t(workflowKey('profiles.domain.all_defined', config.workflow))}</p>;
    return chosen ? <ProfileSummary profile={chosen} /> : <p>{t('profiles.not_chosen')}</p>;
  }
  if (!loggedIn) {
    return config.workflow === 2 ? <SignUpForm /> : <p>{t('profiles.domain.login_first')}</p>;
  }
  return <DomainProfiles />;
}

function DomainProfiles() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const { config } = useServices();
  const readState = useStateReader();
  const load = useProfileList('domain');
  const list = load.list;
  const choice = useAppSelector(domainChoice);
  const cartBilling = useAppSelector((state) => loadedCart(state)?.billingProfile ?? null, sameValue);
  const billingOffered = useAppSelector(billingDetailsOffered);
  const proceeding = useAppSelector(isProceeding);
  const drawer = useAppSelector((state) => state.profileForms.drawer);
  const draft = useAppSelector((state) => profileFormHead(state, 'domain'), sameValue);
  const editDraft = useAppSelector((state) => profileFormHead(state, 'domain-edit'), sameValue);
  const saved = typeof choice === 'number' ? (list.find((p) => p.id === choice) ?? null) : null;
  const savedId = saved?.id ?? null;
  const ready = load.status === 'loaded' || (load.status === 'failed' && list.length > 0);
  const needsForm = ready && (!draft || draft.profileId !== savedId);
  const swedish = config.workflow === 2;
  const allDefined = useAppSelector(allDomainProfilesDefined);

  useEffect(() => {
    if (!needsForm) return;
    const values = saved ? domainValues(saved) : newProfileValues(config.companyCountry);
    dispatch('profiles/form-opened', { form: 'domain', profileId: savedId, values, drawer: false });
  }, [needsForm, saved, savedId, config.companyCountry, dispatch]);

  if (allDefined) {
    return (
      <StepForm
        className="profile-step"
        submitKey="order.continue"
        busy={false}
        onSubmit={() => dispatch('steps/next-requested', {})}
      >
        <p className="info-banner" role="status">
          {t(workflowKey('profiles.domain.all_defined', config.workflow))}
        </p>
      </StepForm>
    );
  }
  if (!ready) {
    if (load.status === 'failed') {
      return (
        <ProfileLoadError
          messageKey={load.error.messageKey}
          onRetry={() => dispatch('profiles/load-requested', { which: 'domain' })}
        />
      );
    }
    return <Spinner labelKey="profiles.loading" />;
  }

  const busy = draft?.status === 'saving' || proceeding;
  const drawerOpen = drawer === 'domain-edit' && editDraft !== undefined;
  const editing = drawerOpen ? (list.find((p) => p.id === editDraft.profileId) ?? null) : null;
  const openEditor = (profile: DomainProfile) =>
    dispatch('profiles/form-opened', {
      form: 'domain-edit',
      profileId: profile.id,
      values: domainValues(profile),
      drawer: true,
    });
  const canAdd = list.length < config.domainProfileCountLimit;
  const fromBilling = choice === 'billing';
  const billing = billingOffered && (canAdd || fromBilling) ? cartBilling : null;
  const submitStep = () =>
    fromBilling
      ? submitDomainFromBilling(readState(), dispatch)
      : submitDomainProfile(readState(), config, dispatch, { form: 'domain', saved, onCart: true });
  return (
    <>
      <StepForm className="profile-step" submitKey="order.continue" busy={busy} onSubmit={submitStep}>
        <fieldset className="profile-list">
          <legend>{t(workflowKey('profiles.domain.choose', config.workflow))}</legend>
          {list.map((p) => (
            <ProfileOption
              key={p.id}
              group="domain-profile"
              profile={p}
              checked={choice === p.id}
              disabled={busy}
              onChoose={() => dispatch('profiles/domain-choice-set', { choice: p.id })}
              {...(swedish ? {} : { editKey: 'profiles.domain.edit', onEdit: () => openEditor(p) })}
            />
          ))}
          {billing && (
            <BillingDetailsOption
              billing={billing}
              checked={fromBilling}
              disabled={busy}
              onChoose={() => dispatch('profiles/domain-choice-set', { choice: 'billing' })}
            />
          )}
          {(canAdd || choice === 'new') && (
            <div className="profile-option">
              <input
                type="radio"
                id="domain-profile-new"
                name="domain-profile"
                checked={choice === 'new'}
                disabled={busy}
                onChange={() => dispatch('profiles/domain-choice-set', { choice: 'new' })}
              />
              <label htmlFor="domain-profile-new">
                {t(workflowKey('profiles.domain.new', config.workflow))}
              </label>
            </div>
          )}
        </fieldset>
        {swedish && saved && <p className="info-banner">{t('profiles.domain.locked')}</p>}
        {fromBilling ? (
          <BillingDetailsPanel error={draft?.error} />
        ) : (
          // a saved profile in the Swedish setting is locked whole (projections/profiles/locked-fields.ts)
          <AddressForm form="domain" purpose="domain" additional disabled={busy} />
        )}
      </StepForm>
      {drawerOpen && editing && (
        <ProfileDrawer
          title={t('profiles.domain.edit', { name: profileLabel(editing, i18n.language) })}
          onClose={() => dispatch('profiles/form-closed', { form: 'domain-edit' })}
        >
          <form
            className="profile-editor"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submitDomainProfile(readState(), config, dispatch, {
                form: 'domain-edit',
                saved: editing,
                onCart: false,
              });
            }}
          >
            <AddressForm
              form="domain-edit"
              purpose="domain"
              additional
              disabled={editDraft.status === 'saving'}
            />
            <div className="profile-editor__actions">
              <button
                type="submit"
                className="button button--primary"
                disabled={editDraft.status === 'saving'}
              >
                {t('common.save')}
              </button>
            </div>
          </form>
        </ProfileDrawer>
      )}
    </>
  );
}
