/**
 * The register button of the login drawer stores and opens the second step (the domain profile in
 * the Swedish workflow) and closes the drawer.
 */
import { describe, expect, it } from 'vitest';
import { foldAll } from '../../projections/fold';
import { registerEffect } from '../../src/effects/layout/register';
import { harness } from '../support/effect-harness';

describe('the register button of the login drawer', () => {
  it('stores the second step as the user step, opens it and closes the drawer', () => {
    const h = harness({});
    registerEffect(h.deps);
    h.log.append('ui/side-panel-opened', { panel: 'login' });
    h.log.append('layout/register-requested', {});
    expect(h.types().slice(-4)).toEqual([
      'layout/register-requested',
      'steps/user-step-set',
      'nav/requested',
      'ui/side-panel-closed',
    ]);
    const payloads = h.log.all().map((e) => e.payload);
    expect(payloads.slice(-3, -1)).toEqual([
      { step: 'billing-profile' },
      { to: '/checkout/order?step=billing-profile' },
    ]);
    const state = foldAll(h.log.all());
    expect(state.ui.sidePanel).toBe('hidden');
    expect(state.steps.userStep).toBe('billing-profile');
  });

  it('goes to the domain-profile step in the Swedish workflow', () => {
    const h = harness({}, { company: 'se-ws', workflow: 2 });
    registerEffect(h.deps);
    h.log.append('layout/register-requested', {});
    const nav = h.log.all().find((e) => e.type === 'nav/requested');
    expect(nav?.payload).toEqual({ to: '/checkout/order?step=domain-profile' });
  });
});
