/**
 * What the hosting tutorial modal shows (spec §2; decisions/012): the current step of the tree the
 * loaded products allow, the progress (a quarter per step), where back leads, the choices of a
 * choice step, and for a product step its configuration as remembered, the options conditions
 * allow, the periods, the price and the add-to-cart request.
 */
import type { TutorialFlow } from '../../events/catalogue/tutorial';
import type { HostingTutorialProduct } from '../../events/contract/offers';
import type { AddItemRequest } from '../../events/contract/requests';
import {
  allowedOptions,
  configurationPrice,
  effectiveConfiguration,
  periodsOf,
  startingPrice,
  tutorialAddRequest,
  type TutorialConfiguration,
  type TutorialOption,
  type TutorialPrice,
} from './config';
import {
  TUTORIAL_STEP_COUNT,
  backTarget,
  childrenOf,
  findStep,
  stepNumber,
  tutorialProgress,
  type TutorialStep,
} from './steps';
import type { AppState } from '../state';
import { treeOf } from './model';
import type { TutorialAdd } from './state';

interface TutorialChoice {
  target: string;
  /** The last code segment (`wordpress`, `hosting`, `builder`): names the choice's texts. */
  segment: string;
  product: HostingTutorialProduct;
  fromPrice: TutorialPrice | null;
}

interface TutorialPropertyView {
  name: string;
  options: TutorialOption[];
  value: string | number | boolean | undefined;
}

export interface TutorialProductView {
  product: HostingTutorialProduct;
  configuration: TutorialConfiguration;
  properties: TutorialPropertyView[];
  periods: number[];
  price: TutorialPrice | null;
  request: AddItemRequest;
}

export interface TutorialView {
  flow: TutorialFlow;
  domain: string;
  step: TutorialStep;
  /** 1-based, of `stepCount`. */
  stepNumber: number;
  stepCount: number;
  /** In [0, 1]. */
  progress: number;
  back: string | null;
  /** The step a configure step continues to (its summary). */
  next: string | null;
  prompt: boolean;
  add: TutorialAdd;
  choices: TutorialChoice[];
  product: TutorialProductView | null;
}

export function tutorialView(state: AppState): TutorialView | null {
  const { open, products } = state.tutorial;
  if (!open || products.status !== 'loaded') return null;
  const tree = treeOf(state.tutorial);
  const step = findStep(tree, open.step);
  if (!step) return null;
  const byName = new Map(products.list.map((p) => [p.name, p]));
  const choices =
    step.kind === 'choice'
      ? childrenOf(tree, step.code).flatMap((child) => {
          const product = child.product === null ? undefined : byName.get(child.product);
          if (!product) return [];
          const segment = child.code.slice(step.code.length + 1);
          return [{ target: child.code, segment, product, fromPrice: startingPrice(product) }];
        })
      : [];
  const product = step.product === null ? undefined : byName.get(step.product);
  return {
    flow: open.flow,
    domain: open.domain,
    step,
    stepNumber: stepNumber(step.code),
    stepCount: TUTORIAL_STEP_COUNT,
    progress: tutorialProgress(step.code),
    back: backTarget(tree, step.code),
    next:
      step.kind === 'configure'
        ? (childrenOf(tree, step.code).find((c) => c.kind === 'summary')?.code ?? null)
        : null,
    prompt: open.prompt,
    add: open.add,
    choices,
    product: product ? productView(state, product, open.domain) : null,
  };
}

function productView(state: AppState, product: HostingTutorialProduct, domain: string): TutorialProductView {
  const configuration = effectiveConfiguration(product, state.tutorial.configurations[product.name]);
  const properties = Object.keys(product.properties).map((name) => ({
    name,
    options: allowedOptions(product, name, configuration.values),
    value: configuration.values[name],
  }));
  return {
    product,
    configuration,
    properties,
    periods: periodsOf(product, configuration.values),
    price: configurationPrice(product, configuration),
    request: tutorialAddRequest(product, configuration, domain),
  };
}

/** Closing now ends the tutorial (hosting added) rather than asking whether to skip. */
export function tutorialCanFinish(view: TutorialView): boolean {
  return view.step.kind === 'added';
}
