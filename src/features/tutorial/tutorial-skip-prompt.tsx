/**
 * The skip prompt over the tutorial: skip (optionally never showing the tutorial again: a 30-day
 * cookie the effect sets) or go back to the tutorial. The checkbox is the prompt's own form state
 * until the customer confirms; the confirmation carries it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/services';

export function TutorialSkipPrompt() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const titleId = useId();
  const checkboxId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="tutorial-prompt" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('tutorial.skip.title')}</h3>
      <p>{t('tutorial.skip.text')}</p>
      <div className="tutorial-prompt__check">
        <input
          id={checkboxId}
          type="checkbox"
          checked={doNotShowAgain}
          onChange={(e) => setDoNotShowAgain(e.target.checked)}
        />
        <label htmlFor={checkboxId}>{t('tutorial.skip.do_not_show')}</label>
      </div>
      <div className="tutorial-prompt__actions">
        <button
          ref={confirm}
          type="button"
          className="button button--primary"
          onClick={() => dispatch('tutorial/skip-confirmed', { doNotShowAgain })}
        >
          {t('tutorial.skip.confirm')}
        </button>
        <button type="button" className="button" onClick={() => dispatch('tutorial/skip-cancelled', {})}>
          {t('tutorial.skip.cancel')}
        </button>
      </div>
    </div>
  );
}
