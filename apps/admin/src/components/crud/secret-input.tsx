import { SECRET_PLACEHOLDER } from '@lw/contracts';
import { Input, type InputProps } from '../ui/input';

/**
 * A password input for a secret the server reads back as the placeholder: typing over the
 * placeholder replaces it rather than appending to it.
 */
export function SecretInput(props: InputProps) {
  return (
    <Input
      type="password"
      className="mono"
      autoComplete="new-password"
      onFocus={(e) => {
        if (e.target.value === SECRET_PLACEHOLDER) e.target.select();
      }}
      {...props}
    />
  );
}
