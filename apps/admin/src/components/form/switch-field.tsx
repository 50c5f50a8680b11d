import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '../ui/switch';

/** An on/off field of a form, as a labelled switch. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  description,
  disabled,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  id: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          id={id}
          checked={field.value}
          onChange={field.onChange}
          label={label}
          description={description}
          disabled={disabled}
        />
      )}
    />
  );
}
