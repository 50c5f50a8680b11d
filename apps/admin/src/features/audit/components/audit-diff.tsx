import type { TAuditEntry } from '@lw/contracts';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffJson } from './json-diff';

function show(value: unknown): string {
  if (value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

/** Before/after of one audit entry, changed fields first. */
export function AuditDiff({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('audit');
  const [showSame, setShowSame] = useState(false);
  const rows = useMemo(() => diffJson(entry.before, entry.after), [entry.before, entry.after]);
  const changed = rows.filter((r) => r.kind !== 'same');
  const shown = showSame ? rows : changed;

  return (
    <div className="audit-diff">
      <div className="audit-diff__meta">
        <span>
          {t('ip')}: <span className="mono">{entry.ip ?? '—'}</span>
        </span>
        <span>
          {t('requestId')}: <span className="mono">{entry.requestId ?? '—'}</span>
        </span>
        {rows.length > changed.length && (
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={showSame}
              onChange={(e) => setShowSame(e.target.checked)}
            />
            {t('showUnchanged', { count: rows.length - changed.length })}
          </label>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="muted">{t('noChanges')}</p>
      ) : (
        <table className="diff-table">
          <thead>
            <tr>
              <th scope="col">{t('field')}</th>
              <th scope="col">{t('before')}</th>
              <th scope="col">{t('after')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.path} className={clsx(`diff--${row.kind}`)}>
                <th scope="row" className="mono">
                  {row.path}
                </th>
                <td className="mono diff-before">{show(row.before)}</td>
                <td className="mono diff-after">{show(row.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
