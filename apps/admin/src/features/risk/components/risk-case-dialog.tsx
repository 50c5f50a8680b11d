import { RISK_OUTCOMES, type TRiskCase } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select, Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Pill } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useRiskAction, useRiskCase } from '../api/risk-api';
import { ageText } from '../../../lib/age-text';
import { FindingFigure } from './finding-figure';
import { MemberSteps } from './member-steps';
import { RiskFiguresList } from './risk-figures';

/** A case: what was found and when, its history, and the operator's steps. */
export function RiskCaseDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('risk');
  const { dateTime } = useDateTime();
  const found = useRiskCase(id);
  const c = found.data;
  return (
    <Modal open onClose={onClose} size="lg" title={t('case.title', { id })}>
      {found.isError && <Banner tone="danger">{t('case.loadError')}</Banner>}
      {c ? (
        <div className="risk-case">
          <p>
            <strong>{c.username}</strong> · {t('score', { score: c.score })} ·{' '}
            <Pill tone={c.status === 'closed' ? 'neutral' : 'warning'}>
              {t(`status.${c.status}`)}
            </Pill>
            {c.assignedTo ? ` · ${t('assignedTo', { name: c.assignedTo })}` : null}
          </p>
          <p>
            {t('case.opened')} <time dateTime={c.openedAt}>{dateTime(c.openedAt)}</time> ·{' '}
            {t('case.age', { age: ageText(t, c.ageSeconds) })} ·{' '}
            {t('memberScore', { score: c.memberScore })}
          </p>
          <h3 className="section-title">{t('case.findings')}</h3>
          <ul className="risk-findings">
            {c.findings.map((f) => (
              <li key={f.marker}>
                <strong>{t(`marker.${f.marker}`)}</strong> (+{f.points}) —{' '}
                <FindingFigure finding={f} /> · <time dateTime={f.at}>{dateTime(f.at)}</time>
              </li>
            ))}
          </ul>
          <h3 className="section-title">{t('case.figures')}</h3>
          <RiskFiguresList figures={c.figures} />
          <h3 className="section-title">{t('case.history')}</h3>
          <ol className="risk-notes">
            {c.notes.map((n) => (
              <li key={n.id}>
                <time dateTime={n.at}>{dateTime(n.at)}</time> · {t(`note.${n.kind}`)}
                {n.operator ? ` · ${n.operator}` : ''}: {n.text}
              </li>
            ))}
          </ol>
          {c.status !== 'closed' ? (
            <>
              <CaseSteps riskCase={c} />
              <MemberSteps caseId={c.id} />
            </>
          ) : null}
        </div>
      ) : (
        <div className="skeleton" aria-busy="true" style={{ height: 160 }} />
      )}
    </Modal>
  );
}

function CaseSteps({ riskCase }: { riskCase: TRiskCase }) {
  const { t, i18n } = useTranslation('risk');
  const act = useRiskAction(riskCase.id);
  const toast = useToast();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<(typeof RISK_OUTCOMES)[number]>('contacted');
  const onError = (err: unknown) => toast.error(apiErrorText(err, i18n.language));
  return (
    <div className="risk-steps">
      {riskCase.status === 'open' ? (
        <Button
          loading={act.isPending && act.variables?.action === 'assign'}
          onClick={() => act.mutate({ action: 'assign' }, { onError })}
        >
          {t('steps.assign')}
        </Button>
      ) : null}
      <Field label={t('steps.note')} htmlFor="risk-note">
        <Textarea
          id="risk-note"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <div className="risk-steps__row">
        <Button
          disabled={note.trim() === ''}
          loading={act.isPending && act.variables?.action === 'note'}
          onClick={() =>
            act.mutate({ action: 'note', text: note }, { onSuccess: () => setNote(''), onError })
          }
        >
          {t('steps.addNote')}
        </Button>
        <Field label={t('steps.outcome')} htmlFor="risk-outcome">
          <Select
            id="risk-outcome"
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as typeof outcome)}
          >
            {RISK_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`outcome.${o}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="primary"
          loading={act.isPending && act.variables?.action === 'close'}
          onClick={() =>
            act.mutate(
              { action: 'close', outcome, text: note },
              { onSuccess: () => toast.success(t('steps.closed')), onError },
            )
          }
        >
          {t('steps.close')}
        </Button>
      </div>
    </div>
  );
}
