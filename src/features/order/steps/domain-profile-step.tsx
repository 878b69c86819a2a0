/**
 * The domain-profile step, 'User information' in the Swedish workflow (spec §2, §4, §6). Read-only:
 * the cart's profile, or the note that every domain has its own. Not logged in: the sign-up form in
 * the Swedish workflow (it comes first there). Logged in: a radio list of saved profiles and a new
 * one (and, in the standard workflow, one made from the cart's billing profile: decision 019); the
 * chosen option shows its form; continue saves what changed and puts the profile on the cart;
 * saved profiles are edited in a drawer. The Swedish setting disables editing and locks
 * the saved fields. An info banner replaces the form when every domain names its own profile.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainProfile } from '../../../../events/contract/profiles';
import { domainValues, newProfileValues } from '../../../../projections/derive/profile-values';
import { isLoggedIn, loadedCart } from '../../../../projections/selectors';
import {
  allDomainProfilesDefined,
  billingDetailsOffered,
  domainChoice,
  profileForm,
} from '../../../../projections/selectors-profiles';
import { useAppState, useDispatch, useServices } from '../../../app/services';
import { Spinner } from '../../../ui/spinner';
import { AddressForm } from '../address/address-form';
import { BillingDetailsOption, BillingDetailsPanel } from '../profiles/billing-details-option';
import { submitDomainFromBilling, submitDomainProfile } from '../profiles/domain-profile-editor';
import { ProfileDrawer } from '../profiles/profile-drawer';
import { ProfileLoadError } from '../profiles/profile-load-error';
import { ProfileOption } from '../profiles/profile-option';
import { ProfileSummary, profileLabel } from '../profiles/profile-summary';
import { SignUpForm } from '../signup/signup-form';
import { StepActions } from './step-actions';
import { workflowKey } from '../../../i18n/workflow-keys';

export function DomainProfileStep({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const state = useAppState();
  const { config } = useServices();
  const cart = loadedCart(state);
  if (readOnly) {
    if (allDomainProfilesDefined(state))
      return <p className="info-banner">{t(workflowKey('profiles.domain.all_defined', config.workflow))}</p>;
    return cart?.domainProfile ? (
      <ProfileSummary profile={cart.domainProfile} />
    ) : (
      <p>{t('profiles.not_chosen')}</p>
    );
  }
  if (!isLoggedIn(state)) {
    return config.workflow === 2 ? <SignUpForm /> : <p>{t('profiles.domain.login_first')}</p>;
  }
  return <DomainProfiles />;
}

/** Saved fields of a profile, locked in the Swedish setting. */
function savedFields(profile: DomainProfile): Set<string> {
  const values = domainValues(profile);
  return new Set(Object.keys(values).filter((k) => k !== 'type' && values[k] !== ''));
}

function DomainProfiles() {
  const { t, i18n } = useTranslation();
  const state = useAppState();
  const dispatch = useDispatch();
  const { config } = useServices();
  const load = state.profiles.domain;
  const list = load.list;
  const choice = domainChoice(state);
  const cart = loadedCart(state);
  const saved = typeof choice === 'number' ? (list.find((p) => p.id === choice) ?? null) : null;
  const savedId = saved?.id ?? null;
  const draft = profileForm(state, 'domain');
  const ready = load.status === 'loaded' || (load.status === 'failed' && list.length > 0);
  const needsForm = ready && (!draft || draft.profileId !== savedId);
  const swedish = config.workflow === 2;
  const allDefined = allDomainProfilesDefined(state);

  useEffect(() => {
    if (load.status === 'idle') dispatch('profiles/load-requested', { which: 'domain' });
  }, [load.status, dispatch]);
  useEffect(() => {
    if (!needsForm) return;
    const values = saved ? domainValues(saved) : newProfileValues(config.companyCountry);
    dispatch('profiles/form-opened', { form: 'domain', profileId: savedId, values, drawer: false });
  }, [needsForm, saved, savedId, config.companyCountry, dispatch]);

  if (allDefined) {
    return (
      <div className="profile-step">
        <p className="info-banner" role="status">
          {t(workflowKey('profiles.domain.all_defined', config.workflow))}
        </p>
        <StepActions
          submitKey="order.continue"
          busy={false}
          onSubmit={() => dispatch('steps/next-requested', {})}
        />
      </div>
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

  const busy = draft?.status === 'saving' || state.cartCommands.proceeding;
  const editDraft = profileForm(state, 'domain-edit');
  const drawerOpen = state.profileForms.drawer === 'domain-edit' && editDraft !== undefined;
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
  const billing =
    billingDetailsOffered(state) && (canAdd || fromBilling) ? (cart?.billingProfile ?? null) : null;
  return (
    <div className="profile-step">
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
        <AddressForm
          form="domain"
          purpose="domain"
          additional
          disabled={busy}
          {...(swedish && saved ? { locked: savedFields(saved) } : {})}
        />
      )}
      <StepActions
        submitKey="order.continue"
        busy={busy}
        onSubmit={() =>
          fromBilling
            ? submitDomainFromBilling(state, dispatch)
            : submitDomainProfile(state, config, dispatch, { form: 'domain', saved, onCart: true })
        }
      />
      {drawerOpen && editing && (
        <ProfileDrawer
          title={t('profiles.domain.edit', { name: profileLabel(editing, i18n.language) })}
          onClose={() => dispatch('profiles/form-closed', { form: 'domain-edit' })}
        >
          <AddressForm
            form="domain-edit"
            purpose="domain"
            additional
            disabled={editDraft.status === 'saving'}
          />
          <div className="profile-editor__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={editDraft.status === 'saving'}
              onClick={() =>
                submitDomainProfile(state, config, dispatch, {
                  form: 'domain-edit',
                  saved: editing,
                  onCart: false,
                })
              }
            >
              {t('common.save')}
            </button>
          </div>
        </ProfileDrawer>
      )}
    </div>
  );
}
