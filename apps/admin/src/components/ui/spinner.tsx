import { Loader2 } from 'lucide-react';

/** A small turning circle for loading states. */
export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  return (
    <Loader2
      className="spinner"
      size={size}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'status' : undefined}
    />
  );
}
