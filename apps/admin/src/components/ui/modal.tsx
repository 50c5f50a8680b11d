import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** `drawer` slides in from the right, for record details and edit forms. */
  variant?: 'dialog' | 'drawer';
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog or side drawer: focus trapped, Escape and backdrop close it. */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  variant = 'dialog',
  size = 'md',
  role = 'dialog',
}: ModalProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, open, onClose);
  if (!open) return null;
  return createPortal(
    <div className={clsx('overlay', `overlay--${variant}`)}>
      <div className="overlay__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={clsx('panel', `panel--${variant}`, `panel--${size}`)}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <header className="panel__header">
          <div>
            <h2 id={titleId} className="panel__title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="panel__description">
                {description}
              </p>
            )}
          </div>
          <IconButton label={t('close')} icon={<X size={18} />} onClick={onClose} />
        </header>
        {children && <div className="panel__body">{children}</div>}
        {footer && <footer className="panel__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
