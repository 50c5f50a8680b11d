import { Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
type TNotice = { notice: 'unavailable' | 'error'; message?: string } | null;

/** The inline result of a form submit, announced to screen readers. */
export function FormNotice({ notice }: { notice: TNotice }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="auth-notice-slot">
      {notice ? (
        <p className={`auth-notice auth-notice--${notice.notice}`}>
          {notice.notice === 'unavailable' ? (
            <Info size={18} aria-hidden="true" />
          ) : (
            <TriangleAlert size={18} aria-hidden="true" />
          )}
          <span>{notice.message ?? t(`notice.${notice.notice}`)}</span>
        </p>
      ) : null}
    </div>
  );
}

export type { TNotice };
