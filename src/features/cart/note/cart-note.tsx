/**
 * The optional order note (spec §2, §5): a checkbox that shows the textarea. Every change of the
 * text is an intent; an effect sends it after 300 ms of quiet, trimmed (empty removes the note).
 * The text shown is the projection's draft, so a failed call loses nothing; unchecking removes a
 * saved note. Errors show at `note`.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesAt } from '../../../../projections/messages/selectors';
import { noteOpen, noteText } from '../../../../projections/cart-extras/selectors';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { MessagesRegion } from '../../../ui/messages-region';
import { SectionToggle } from '../section-toggle';

export function CartNote() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const textId = useId();
  const open = useAppSelector(noteOpen);
  const text = useAppSelector(noteText);
  const invalid = useAppSelector((state) => messagesAt(state, 'note').some((m) => m.type === 'error'));
  return (
    <section className="cart-note">
      <SectionToggle
        label={t('cart.note.toggle')}
        open={open}
        controls={textId}
        onToggle={(next) => dispatch('cart-extras/note-toggled', { open: next })}
      />
      {open && (
        <div className="field">
          <label htmlFor={textId}>{t('cart.note.label')}</label>
          <textarea
            id={textId}
            value={text}
            aria-invalid={invalid}
            onChange={(e) => dispatch('cart-extras/note-edited', { text: e.target.value })}
          />
        </div>
      )}
      <MessagesRegion path="note" />
    </section>
  );
}
