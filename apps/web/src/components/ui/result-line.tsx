import { CheckCircle2, Clock, XCircle } from 'lucide-react';

/** The outcome of an action on a page (a transfer, a withdrawal, a security change). */
export type TResult = { tone: 'success' | 'pending' | 'error'; text: string } | null;

const ICONS = { success: CheckCircle2, pending: Clock, error: XCircle };

/**
 * The outcome line of a page, announced to screen readers; the live region stays in place (and
 * takes no room) while there is nothing to say, so a new outcome is read out.
 */
export function ResultLine({ result }: { result: TResult }) {
  const Icon = result ? ICONS[result.tone] : null;
  return (
    <div role="status" aria-live="polite" className="result-line-slot">
      {result && Icon ? (
        <p className={`result-line result-line--${result.tone === 'error' ? 'error' : 'success'}`}>
          <Icon size={18} aria-hidden="true" />
          <span>{result.text}</span>
        </p>
      ) : null}
    </div>
  );
}
