/**
 * The hosting tutorial read model (spec §2; decisions/012): the products (loaded, failed or not
 * fetched), the open tutorial with its current step, skip prompt and add status, how it ended, and
 * the configuration chosen per product. Moves are checked against the tree of available steps, so
 * a replayed or forged intent cannot reach a step the products do not allow. The add is linked to
 * the cart queue's command by its id (`cmd-<seq of cart/item-add-requested>`); the reply that
 * settles that command moves the tutorial to its "added" step, a failure shows its message.
 */
import { castDraft, freeze, type Draft } from 'immer';
import { addedStepOf, availableTree, backTarget, canChoose, tutorialTree, type TutorialStep } from './steps';
import { productNames } from './show';
import { edit, onSlice } from '../on-events';
import type { EventOf } from '../../events/envelope';
import type { OpenTutorial, TutorialState } from './state';

type TutorialDraft = Draft<TutorialState>;

const canMove = (open: OpenTutorial | Draft<OpenTutorial> | null): open is Draft<OpenTutorial> =>
  open !== null && !open.prompt && open.add.status !== 'adding';

export const reduceTutorial = onSlice('tutorial', {
  'tutorial/disabled': edit((tutorial, { payload }) => {
    tutorial.products = { status: 'disabled', reason: payload.reason };
  }),
  'tutorial/products-received': edit((tutorial, { payload }) => {
    tutorial.products = castDraft({ status: 'loaded', list: freeze(payload.products, true) });
  }),
  'tutorial/products-failed': edit((tutorial, { payload }) => {
    tutorial.products = castDraft({ status: 'failed', error: payload.error });
  }),
  'tutorial/shown': edit((tutorial, { payload }) => {
    tutorial.open = { ...payload, step: payload.flow, prompt: false, add: { status: 'idle' } };
    tutorial.ended = null;
  }),
  'tutorial/step-chosen': edit((tutorial, { payload }) => {
    const open = tutorial.open;
    if (canMove(open) && canChoose(treeOf(tutorial), open.step, payload.target)) moveTo(open, payload.target);
  }),
  'tutorial/back-requested': edit((tutorial) => {
    const open = tutorial.open;
    const target = canMove(open) ? backTarget(treeOf(tutorial), open.step) : null;
    if (open && target !== null) moveTo(open, target);
  }),
  'tutorial/option-chosen': edit((tutorial, { payload }) => {
    const chosen = (tutorial.configurations[payload.product] ??= { values: {} });
    chosen.values[payload.property] = payload.value;
  }),
  'tutorial/period-chosen': edit((tutorial, { payload }) => {
    const chosen = (tutorial.configurations[payload.product] ??= { values: {} });
    chosen.period = payload.period;
  }),
  'tutorial/add-requested': edit((tutorial) => {
    // The effect hands every add to the cart queue, so the model follows every add while open.
    const open = tutorial.open;
    if (open && open.add.status !== 'adding') open.add = { status: 'adding', commandId: null };
  }),
  'cart/item-add-requested': edit((tutorial, event) => {
    const open = tutorial.open;
    if (open?.add.status === 'adding' && open.add.commandId === null) open.add.commandId = `cmd-${event.seq}`;
  }),
  'cart/received': (tutorial, event, state) => {
    const open = tutorial.open;
    const settled = state.cartCommands.lastSettled;
    if (open?.add.status !== 'adding' || settled?.commandId !== open.add.commandId) return tutorial;
    return added(tutorial, event, state);
  },
  'cart/command-failed': edit((tutorial, { payload }) => {
    const open = tutorial.open;
    if (open?.add.status !== 'adding' || payload.commandId !== open.add.commandId) return;
    const { messageKey, values } = payload.error;
    open.add = castDraft({
      status: 'failed',
      error: { translationKey: messageKey, ...(values ? { values } : {}) },
    });
  }),
  'tutorial/close-requested': edit((tutorial) => {
    if (canMove(tutorial.open)) tutorial.open.prompt = true;
  }),
  'tutorial/skip-cancelled': edit((tutorial) => {
    if (tutorial.open) tutorial.open.prompt = false;
  }),
  'tutorial/skip-confirmed': edit((tutorial) => end(tutorial, { noHostingSelected: true, skipped: true })),
  'tutorial/no-hosting-chosen': edit((tutorial) =>
    end(tutorial, { noHostingSelected: true, skipped: false }),
  ),
  'tutorial/finished': edit((tutorial) => end(tutorial, { noHostingSelected: false, skipped: false })),
  'cart/reset': edit((tutorial) => {
    tutorial.open = null;
  }),
});

/** The reply settled the tutorial's add: it moves to its "added" step. */
const added = edit<TutorialState, EventOf<'cart/received'>>((tutorial) => {
  const open = tutorial.open;
  if (open === null) return;
  const step = addedStepOf(treeOf(tutorial), open.step);
  open.add = { status: 'idle' };
  if (step !== null) open.step = step;
});

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
