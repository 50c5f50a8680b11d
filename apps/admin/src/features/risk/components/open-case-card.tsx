import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useCan } from '../../auth';
import { useOpenRiskCase } from '../api/risk-api';

/**
 * The member page's "Risk" card: an operator opens a case by hand (a complaint, a call); on a
 * member with an active case the text is noted on it. Only for risk.manage.
 */
export function OpenRiskCaseCard({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('risk');
  const canManage = useCan('risk.manage');
  const open = useOpenRiskCase();
  const toast = useToast();
  const [text, setText] = useState('');
  if (!canManage) return null;
  return (
    <Card title={t('openCard.title')}>
      <Field label={t('openCard.text')} htmlFor="risk-open-text" hint={t('openCard.hint')}>
        <Textarea
          id="risk-open-text"
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <Button
        disabled={!text.trim()}
        loading={open.isPending}
        onClick={() =>
          open.mutate(
            { accountId, text },
            {
              onSuccess: (c) => {
                toast.success(t('openCard.opened', { id: c.id }));
                setText('');
              },
              onError: (err) => toast.error(apiErrorText(err, i18n.language)),
            },
          )
        }
      >
        {t('openCard.submit')}
      </Button>
    </Card>
  );
}
