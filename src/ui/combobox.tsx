/**
 * A text input with a list of suggestions, after the ARIA 1.2 combobox pattern (list autocomplete):
 * typing opens the list when there are suggestions, Down and Up move through them (the input keeps
 * focus; `aria-activedescendant` names the active one), Enter chooses it, Escape closes the list, a
 * click chooses too. A polite live region says how many suggestions there are, or the message the
 * field gives instead (a place not found). Without suggestions it is a plain text input.
 */
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ComboboxOption {
  id: string;
  label: string;
  detail?: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'role'>;

export interface ComboboxProps<O extends ComboboxOption> extends InputProps {
  id: string;
  value: string;
  options: readonly O[];
  /** The list's accessible name (the field's label). */
  listLabel: string;
  /** Announced when there is nothing to list (e.g. 'Place was not found…'). */
  announcement?: string | undefined;
  onType(text: string): void;
  onChoose(option: O): void;
  onBlur(): void;
}

export function Combobox<O extends ComboboxOption>(props: ComboboxProps<O>) {
  const { id, value, options, listLabel, announcement, onType, onChoose, onBlur, ...input } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const listId = `${id}-listbox`;
  const optionId = `${useId()}-option-`;
  const expanded = open && options.length > 0;
  const active = expanded ? options.findIndex((o) => o.id === activeId) : -1;

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    const from = expanded ? active : -1;
    const next =
      from === -1 ? (step === 1 ? 0 : options.length - 1) : (from + step + options.length) % options.length;
    setOpen(true);
    setActiveId(options[next]?.id ?? null);
  };
  const choose = (option: O) => {
    setOpen(false);
    setActiveId(null);
    onChoose(option);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      // The choice, not the form's submit.
      e.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActiveId(null);
    }
  };

  return (
    <div className="combobox">
      <input
        {...input}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${optionId}${active}` : undefined}
        value={value}
        onChange={(e) => {
          setOpen(true);
          setActiveId(null);
          onType(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="combobox__list" hidden={!expanded}>
        {expanded &&
          options.map((option, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the input's (aria-activedescendant)
            <li
              key={option.id}
              id={`${optionId}${index}`}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              // Keeps focus in the input, so choosing by pointer does not commit the typed text first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              <span className="combobox__label">{option.label}</span>
              {option.detail && <span className="combobox__detail"> {option.detail}</span>}
            </li>
          ))}
      </ul>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {expanded ? t('combobox.count', { count: options.length }) : (announcement ?? '')}
      </div>
    </div>
  );
}
