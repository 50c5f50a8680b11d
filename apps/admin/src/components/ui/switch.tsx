import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label; also the accessible name. */
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off switch (role="switch") with its label beside it. */
export function Switch({ checked, onChange, label, description, disabled, id, ref }: SwitchProps) {
  const labelId = id ? `${id}-label` : undefined;
  const descriptionId = id && description ? `${id}-description` : undefined;
  return (
    <div className={clsx('switch-row', disabled && 'switch-row--disabled')}>
      <button
        ref={ref}
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        className={clsx('switch', checked && 'switch--on')}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" />
      </button>
      <div className="switch-row__text">
        <span id={labelId} className="switch-row__label">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="switch-row__description">
            {description}
          </span>
        )}
      </div>
    </div>
  );
}
