import { useState, type Ref } from 'react';
import { joinLines, parseLines } from '../../lib/lines';
import { Textarea } from '../ui/input';

export interface LinesTextareaProps {
  id: string;
  value: readonly string[];
  onChange: (items: string[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  placeholder?: string;
  rows?: number;
  describedBy?: string;
  /** Lets react-hook-form focus the list when it holds the first error. */
  ref?: Ref<HTMLTextAreaElement>;
}

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** A textarea edited as a list: one item a line, blank lines ignored. */
export function LinesTextarea({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  disabled,
  placeholder,
  rows = 5,
  describedBy,
  ref,
}: LinesTextareaProps) {
  // The text is kept as typed (with its blank last line) and only re-derived from the value
  // when the value changes from outside, e.g. a form reset after saving.
  const [text, setText] = useState(() => joinLines(value));
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    if (!sameItems(parseLines(text), value)) setText(joinLines(value));
  }
  return (
    <Textarea
      ref={ref}
      id={id}
      value={text}
      rows={rows}
      spellCheck={false}
      className="textarea--mono"
      invalid={invalid}
      disabled={disabled}
      placeholder={placeholder}
      aria-describedby={describedBy}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseLines(event.target.value));
      }}
    />
  );
}
