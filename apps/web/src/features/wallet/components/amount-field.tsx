import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

type TAmountFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/** A money input: decimal keypad on phones, tabular figures, no browser number spinner. */
export function AmountField(props: TAmountFieldProps) {
  return (
    <TextField {...props} type="text" inputMode="decimal" autoComplete="off" className="tabular" />
  );
}
