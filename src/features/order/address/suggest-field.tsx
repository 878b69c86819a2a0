/**
 * A profile form's text field with suggestions (decision 052): the field's draft and messages as
 * in text-field.tsx, on the accessible combobox of src/ui. While the customer types, suggestions
 * are looked up (view-local, debounced, time-limited; a failure gives none); choosing one commits
 * what it fills through `choose`, which also gives the value the field shows.
 */
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '../../../ui/combobox';
import { useSuggestions } from '../../../ui/use-suggestions';
import { FieldLabel } from './field-label';
import { FieldMessage, fieldMessageId } from './field-message';
import type { TextFieldProps } from './text-field';
import { useDraftValue } from './use-draft-value';

export interface SuggestFieldProps<T> extends TextFieldProps {
  accepts(text: string): boolean;
  lookup(text: string, signal: AbortSignal): Promise<T[]>;
  debounceMs: number;
  limitMs: number;
  option(item: T): ComboboxOption;
  /** Commits what the chosen item fills and returns the value this field shows. */
  choose(item: T): string;
  /** The note when a lookup found nothing. */
  notFoundKey?: string;
}

export function SuggestField<T>(props: SuggestFieldProps<T>) {
  const { t } = useTranslation();
  const draft = useDraftValue(props.committed, props.onCommit, props.onEdit);
  const found = useSuggestions({
    text: draft.editing ? draft.value : null,
    accepts: props.accepts,
    lookup: props.lookup,
    debounceMs: props.debounceMs,
    limitMs: props.limitMs,
  });
  const items = found.status === 'found' ? found.items : [];
  const options = items.map((item) => ({ ...props.option(item), item }));
  const notFound = found.status === 'none' && props.notFoundKey ? props.notFoundKey : undefined;
  const error = draft.editing ? undefined : props.error;
  const note = error ? undefined : (notFound ?? props.note);
  return (
    <div className={`field field--${props.id.split('-').pop() ?? ''}`}>
      <FieldLabel htmlFor={props.id} text={t(props.labelKey)} required={props.required} />
      <Combobox
        id={props.id}
        value={draft.value}
        options={options}
        listLabel={t(props.labelKey)}
        announcement={notFound ? t(notFound) : undefined}
        required={props.required}
        aria-required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || note ? fieldMessageId(props.id) : undefined}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        onType={draft.change}
        onBlur={draft.blur}
        onChoose={(option) => draft.settle(props.choose(option.item))}
      />
      <FieldMessage inputId={props.id} error={error} note={note} />
    </div>
  );
}
