import type { ReactNode } from 'react';
import { Field } from '../ui/field';
import { Select } from '../ui/input';

type ChoiceFieldProps<T extends string> = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  choices: readonly T[];
  /** The text of a choice (most often its translation). */
  labelOf: (choice: T) => string;
} & (
  | {
      /** The first option, "any": chosen, the value is undefined (a filter). */
      anyLabel: string;
      value: T | undefined;
      onChange: (value: T | undefined) => void;
    }
  | { anyLabel?: undefined; value: T; onChange: (value: T) => void }
);

/** A labelled select of one of `choices` (the options a list of codes gives). */
export function ChoiceField<T extends string>(props: ChoiceFieldProps<T>) {
  const { id, label, hint, choices, labelOf } = props;
  return (
    <Field label={label} htmlFor={id} hint={hint}>
      <Select
        id={id}
        value={props.value ?? ''}
        onChange={(e) => {
          const picked = e.target.value as T;
          if (props.anyLabel === undefined) props.onChange(picked);
          else props.onChange(picked || undefined);
        }}
      >
        {props.anyLabel !== undefined && <option value="">{props.anyLabel}</option>}
        {choices.map((c) => (
          <option key={c} value={c}>
            {labelOf(c)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
