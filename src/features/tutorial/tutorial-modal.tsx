/**
 * The hosting tutorial (spec §2): a full-screen modal dialog with a progress bar (a quarter per
 * step), back and close buttons, the current step and, over it, the skip prompt. Everything it
 * shows comes from `tutorialView`; every button is an intent. Escape acts like the close button
 * (or cancels the skip prompt); after the hosting was added, closing finishes the tutorial.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sameValue } from '../../../projections/shared/same-value';
import { tutorialCanFinish, tutorialView, type TutorialView } from '../../../projections/tutorial/selectors';
import { useDispatch } from '../../app/services';
import { useAppSelector } from '../../app/use-app-selector';
import { CloseButton } from '../../ui/close-button';
import { useDialogFocus } from '../../ui/use-dialog-focus';
import { TutorialAddedStep } from './tutorial-added-step';
import { TutorialChoiceStep } from './tutorial-choice-step';
import { TutorialConfigureStep } from './tutorial-configure-step';
import { TutorialProgress } from './tutorial-progress';
import { TutorialSkipPrompt } from './tutorial-skip-prompt';
import { TutorialSummaryStep } from './tutorial-summary-step';

function titleOf(view: TutorialView, t: (key: string, values?: Record<string, unknown>) => string): string {
  const product = view.product?.product.title ?? '';
  switch (view.step.kind) {
    case 'choice':
      return t(`tutorial.${view.flow}.title`, { domain: view.domain });
    case 'configure':
      return t('tutorial.configure.title', { product });
    case 'summary':
      return t('tutorial.summary.title');
    case 'added':
      return t('tutorial.added.title');
  }
}

export default function TutorialModal() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const view = useAppSelector(tutorialView, sameValue);
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const prompt = view?.prompt ?? false;
  const finishable = view !== null && tutorialCanFinish(view);
  const onClose = () => {
    if (prompt) dispatch('tutorial/skip-cancelled', {});
    else if (finishable) dispatch('tutorial/finished', {});
    else dispatch('tutorial/close-requested', {});
  };
  useDialogFocus(dialog, { open: view !== null, onEscape: onClose, initialFocus: heading });
  const step = view?.step.code;
  useEffect(() => {
    if (step !== undefined && !prompt) heading.current?.focus();
  }, [step, prompt]);
  if (!view) return null;
  const product = view.product;
  return (
    <div className="tutorial-layer">
      <div ref={dialog} className="tutorial" role="dialog" aria-modal="true" aria-labelledby="tutorial-title">
        <div className="tutorial__bar" inert={prompt}>
          {view.back !== null ? (
            <button
              type="button"
              className="button tutorial__back"
              onClick={() => dispatch('tutorial/back-requested', {})}
            >
              {t('tutorial.back')}
            </button>
          ) : (
            <span className="tutorial__back" />
          )}
          <TutorialProgress step={view.stepNumber} count={view.stepCount} progress={view.progress} />
          <CloseButton
            className="icon-button tutorial__close"
            label={t('tutorial.close')}
            onClick={onClose}
          />
        </div>
        <div className="tutorial__body" inert={prompt}>
          <h2 id="tutorial-title" ref={heading} tabIndex={-1}>
            {titleOf(view, t)}
          </h2>
          {view.step.kind === 'choice' && <TutorialChoiceStep view={view} />}
          {view.step.kind === 'configure' && product && (
            <TutorialConfigureStep view={view} product={product} />
          )}
          {view.step.kind === 'summary' && product && <TutorialSummaryStep view={view} product={product} />}
          {view.step.kind === 'added' && product && <TutorialAddedStep product={product} />}
        </div>
        {prompt && <TutorialSkipPrompt />}
      </div>
    </div>
  );
}
