import { CheckCircle2, Clock, TriangleAlert } from 'lucide-react';

/** The outcome of a money action, announced to screen readers. */
export type TResult = { tone: 'success' | 'pending' | 'error'; text: string } | null;

export function ResultLine({ result }: { result: TResult }) {
  return (
    <div role="status" aria-live="polite">
      {result ? (
        <p
          className={`wallet__result wallet__result--${result.tone === 'error' ? 'error' : 'success'}`}
        >
          {result.tone === 'success' ? <CheckCircle2 size={18} aria-hidden="true" /> : null}
          {result.tone === 'pending' ? <Clock size={18} aria-hidden="true" /> : null}
          {result.tone === 'error' ? <TriangleAlert size={18} aria-hidden="true" /> : null}
          <span>{result.text}</span>
        </p>
      ) : null}
    </div>
  );
}
