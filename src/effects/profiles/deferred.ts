/**
 * Profiles after the first paint: loading them, required fields, checks, the two profile flows,
 * form drafts and optional settings (registered in src/effects/runtime/deferred-effects.ts,
 * decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { billingProfileFlowEffect } from './billing-profile-flow';
import { domainProfileFlowEffect } from './domain-profile-flow';
import { formDraftsEffect } from './form-drafts';
import { optionalSettingsEffect } from './optional-settings';
import { profileChecksEffect } from './checks';
import { profilesLoadEffect } from './load';
import { requiredFieldsEffect } from './required-fields';

export const profilesDeferred: DeferredFeature = {
  effects: [
    profilesLoadEffect,
    requiredFieldsEffect,
    profileChecksEffect,
    billingProfileFlowEffect,
    domainProfileFlowEffect,
    formDraftsEffect,
    optionalSettingsEffect,
  ],
};
