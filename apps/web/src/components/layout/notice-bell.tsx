import { Bell, BellOff } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../ui/icon-button';
import { useDismiss } from '../ui/use-dismiss';

/** The notice bell with its popover (notices arrive in a later issue: empty state for now). */
export function NoticeBell() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(panelRef, open, close, triggerRef);
  return (
    <div className="popover-anchor">
      <IconButton
        ref={triggerRef}
        label={t('notices.title')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <Bell size={20} aria-hidden="true" />
      </IconButton>
      {open ? (
        <div
          ref={panelRef}
          id={id}
          className="popover popover--notices"
          role="region"
          aria-label={t('notices.title')}
        >
          <p className="popover__title">{t('notices.title')}</p>
          <div className="popover__empty">
            <BellOff size={28} aria-hidden="true" />
            <span>{t('notices.empty')}</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
