import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** A button that opens a small panel below it; click outside or Escape closes it. */
export function Popover({
  trigger,
  children,
  align = 'end',
}: {
  trigger: (props: {
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  }) => ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointer(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="popover" ref={rootRef}>
      {trigger({
        'aria-expanded': open,
        'aria-controls': panelId,
        onClick: () => setOpen((v) => !v),
      })}
      {open && (
        <div id={panelId} className={clsx('popover__panel', `popover__panel--${align}`)}>
          {children}
        </div>
      )}
    </div>
  );
}
