/**
 * A labelled group of radios, committed on choice: the profile type (personal or company) and a
 * billing profile's invoice delivery look and behave alike.
 */
export interface RadioChoiceProps<T extends string> {
  name: string;
  legend: string;
  options: readonly T[];
  labelOf(option: T): string;
  value: string;
  disabled?: boolean | undefined;
  className?: string;
  onChange(option: T): void;
}

export function RadioChoice<T extends string>(props: RadioChoiceProps<T>) {
  const { name, options, value } = props;
  return (
    <fieldset
      className={['type-toggle', props.className].filter(Boolean).join(' ')}
      disabled={props.disabled}
    >
      <legend>{props.legend}</legend>
      {options.map((option) => (
        <label key={option} className="type-toggle__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => props.onChange(option)}
          />
          {props.labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}
