import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface TModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Art or a banner shown above the title. */
  hero?: ReactNode;
  className?: string;
  /** Element to focus first (defaults to the first field or button). */
  initialFocus?: string;
  /** The alertdialog role for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /**
   * False for a step that must be completed (the forced password change): no close button, and
   * Escape and the backdrop do nothing.
   */
  dismissible?: boolean;
}

/**
 * Accessible modal: role=dialog with aria-modal and a label, focus moved in and trapped, Escape
 * and the backdrop close it, focus returns to where it was. Fades in unless reduced motion.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'md',
  hero,
  className,
  initialFocus,
  role = 'dialog',
  dismissible = true,
}: TModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target =
      (initialFocus ? panel?.querySelector<HTMLElement>(initialFocus) : null) ??
      panel?.querySelector<HTMLElement>('input, select, textarea') ??
      panel?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
    );
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === panelRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal" onKeyDown={onKeyDown}>
      <div
        className="modal__backdrop"
        onClick={dismissible ? () => onCloseRef.current() : undefined}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        className={clsx('modal__panel', `modal__panel--${size}`, className)}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {hero ? <div className="modal__hero">{hero}</div> : null}
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className="icon-btn modal__close"
              aria-label={t('actions.close')}
              onClick={() => onCloseRef.current()}
            >
              <X size={20} aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
