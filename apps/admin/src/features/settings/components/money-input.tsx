import { useState } from 'react';
import { Input, type InputProps } from '../../../components/ui/input';
import { minorToText, textToMinor } from './money';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** Amount in minor units (NaN while the typed text is not an amount). */
  value: number;
  onChange: (minor: number) => void;
}

/** A money amount typed in major units with two decimals, held by the form in minor units. */
export function MoneyInput({ value, onChange, onBlur, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => minorToText(value));
  const [shownValue, setShownValue] = useState(value);
  // The form changed the value (reset, discard, saved data): show the new amount.
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    if (!Object.is(textToMinor(text), value)) setText(minorToText(value));
  }

  return (
    <Input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        const minor = textToMinor(e.target.value);
        setText(e.target.value);
        setShownValue(minor);
        onChange(minor);
      }}
      onBlur={(e) => {
        // Tidy a valid amount to two decimals once the operator leaves the field.
        const minor = textToMinor(text);
        if (Number.isSafeInteger(minor)) setText(minorToText(minor));
        onBlur?.(e);
      }}
    />
  );
}
