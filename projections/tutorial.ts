/**
 * The hosting tutorial read model (spec §2; decisions/012): the products (loaded, failed or not
 * fetched), the open tutorial with its current step, skip prompt and add status, how it ended, and
 * the configuration chosen per product. Moves are checked against the tree of available steps, so
 * a replayed or forged intent cannot reach a step the products do not allow. The add is linked to
 * the cart queue's command by its id (`cmd-<seq of cart/item-add-requested>`); the reply that
 * settles that command moves the tutorial to its "added" step, a failure shows its message.
 */
import { castDraft, freeze, type Draft } from 'immer';
import { match } from 'ts-pattern';
import {
  addedStepOf,
  availableTree,
  backTarget,
  canChoose,
  tutorialTree,
  type TutorialStep,
} from './derive/tutorial-steps';
import { productNames } from './derive/tutorial-show';
import type { ReadModel } from './read-model';
import type { OpenTutorial, TutorialState } from './tutorial-state';

type TutorialDraft = Draft<TutorialState>;

export const reduceTutorial: ReadModel = (draft, event) => {
  const tutorial = draft.tutorial;
  const open = tutorial.open;
  const movable = open !== null && !open.prompt && open.add.status !== 'adding';
  match(event)
    .with({ type: 'tutorial/disabled' }, ({ payload }) => {
      tutorial.products = { status: 'disabled', reason: payload.reason };
    })
    .with({ type: 'tutorial/products-received' }, ({ payload }) => {
      tutorial.products = castDraft({ status: 'loaded', list: freeze(payload.products, true) });
    })
    .with({ type: 'tutorial/products-failed' }, ({ payload }) => {
      tutorial.products = castDraft({ status: 'failed', error: payload.error });
    })
    .with({ type: 'tutorial/shown' }, ({ payload }) => {
      tutorial.open = { ...payload, step: payload.flow, prompt: false, add: { status: 'idle' } };
      tutorial.ended = null;
    })
    .with({ type: 'tutorial/step-chosen' }, ({ payload }) => {
      if (movable && canChoose(treeOf(tutorial), open.step, payload.target)) moveTo(open, payload.target);
    })
    .with({ type: 'tutorial/back-requested' }, () => {
      const target = movable ? backTarget(treeOf(tutorial), open.step) : null;
      if (open && target !== null) moveTo(open, target);
    })
    .with({ type: 'tutorial/option-chosen' }, ({ payload }) => {
      const chosen = (tutorial.configurations[payload.product] ??= { values: {} });
      chosen.values[payload.property] = payload.value;
    })
    .with({ type: 'tutorial/period-chosen' }, ({ payload }) => {
      const chosen = (tutorial.configurations[payload.product] ??= { values: {} });
      chosen.period = payload.period;
    })
    .with({ type: 'tutorial/add-requested' }, () => {
      // The effect hands every add to the cart queue, so the model follows every add while open.
      if (open && open.add.status !== 'adding') open.add = { status: 'adding', commandId: null };
    })
    .with({ type: 'cart/item-add-requested' }, () => {
      if (open?.add.status === 'adding' && open.add.commandId === null)
        open.add.commandId = `cmd-${event.seq}`;
    })
    .with({ type: 'cart/received' }, () => {
      const settled = draft.cart.lastSettled;
      if (open?.add.status !== 'adding' || settled?.commandId !== open.add.commandId) return;
      const added = addedStepOf(treeOf(tutorial), open.step);
      open.add = { status: 'idle' };
      if (added !== null) open.step = added;
    })
    .with({ type: 'cart/command-failed' }, ({ payload }) => {
      if (open?.add.status !== 'adding' || payload.commandId !== open.add.commandId) return;
      const { messageKey, values } = payload.error;
      open.add = castDraft({
        status: 'failed',
        error: { translationKey: messageKey, ...(values ? { values } : {}) },
      });
    })
    .with({ type: 'tutorial/close-requested' }, () => {
      if (movable) open.prompt = true;
    })
    .with({ type: 'tutorial/skip-cancelled' }, () => {
      if (open) open.prompt = false;
    })
    .with({ type: 'tutorial/skip-confirmed' }, () =>
      end(tutorial, { noHostingSelected: true, skipped: true }),
    )
    .with({ type: 'tutorial/no-hosting-chosen' }, () =>
      end(tutorial, { noHostingSelected: true, skipped: false }),
    )
    .with({ type: 'tutorial/finished' }, () => end(tutorial, { noHostingSelected: false, skipped: false }))
    .with({ type: 'cart/reset' }, () => {
      tutorial.open = null;
    })
    .otherwise(() => {});
};

/** The tree of the steps the loaded products allow. */
export function treeOf(tutorial: TutorialState | TutorialDraft): TutorialStep[] {
  const list = tutorial.products.status === 'loaded' ? tutorial.products.list : [];
  return availableTree(tutorialTree, productNames(list));
}

function moveTo(open: Draft<OpenTutorial>, step: string): void {
  open.step = step;
  if (open.add.status === 'failed') open.add = { status: 'idle' };
}

function end(tutorial: TutorialDraft, ended: NonNullable<TutorialState['ended']>): void {
  if (tutorial.open === null) return;
  tutorial.open = null;
  tutorial.ended = ended;
}
