import type { ReactNode } from 'react';
import { Field } from '../ui/field';
import { Select } from '../ui/input';

interface ChoiceProps<T extends string> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  choices: readonly T[];
  /** The text of a choice (most often its translation). */
  labelOf: (choice: T) => string;
}

/** A labelled select of one of `choices` (the options a list of codes gives). */
export function ChoiceField<T extends string>({
  value,
  onChange,
  ...props
}: ChoiceProps<T> & { value: T; onChange: (value: T) => void }) {
  return <Choice {...props} value={value} onPick={(picked) => onChange(picked as T)} />;
}

/** `ChoiceField` with a first option "any" (a filter): chosen, the value is undefined. */
export function AnyChoiceField<T extends string>({
  anyLabel,
  value,
  onChange,
  ...props
}: ChoiceProps<T> & {
  anyLabel: string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Choice
      {...props}
      anyLabel={anyLabel}
      value={value ?? ''}
      onPick={(picked) => onChange((picked || undefined) as T | undefined)}
    />
  );
}

function Choice<T extends string>({
  id,
  label,
  hint,
  choices,
  labelOf,
  anyLabel,
  value,
  onPick,
}: ChoiceProps<T> & { anyLabel?: string; value: string; onPick: (picked: string) => void }) {
  return (
    <Field label={label} htmlFor={id} hint={hint}>
      <Select id={id} value={value} onChange={(e) => onPick(e.target.value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {choices.map((c) => (
          <option key={c} value={c}>
            {labelOf(c)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
