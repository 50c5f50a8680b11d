import { parseDay, type TTaskBoard } from '@lw/contracts';
import { clsx } from 'clsx';
import { CalendarCheck, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { errorText } from '../../../lib/error-text';
import { useSignIn } from '../api/rewards-api';

/** The sign-in calendar: this month's days with the member's check-ins, the streak, today's button. */
export function SignInCalendar({ board }: { board: TTaskBoard }) {
  const { t, i18n } = useTranslation('rewards');
  const signIn = useSignIn();
  const today = parseDay(board.day)!;
  const daysInMonth = new Date(Date.UTC(today.year, today.month, 0)).getUTCDate();
  const signed = new Set(board.signIn.days.map((d) => parseDay(d)!.day));
  const { amounts, streak, signedToday } = board.signIn;
  const nextAmount =
    amounts.length > 0
      ? amounts[Math.min(signedToday ? streak : streak + 1, amounts.length) - 1]
      : 0;
  return (
    <section className="rewards__card" aria-labelledby="sign-in-title">
      <div className="rewards__card-head">
        <h2 id="sign-in-title" className="rewards__heading">
          <CalendarCheck size={20} aria-hidden="true" /> {t('signIn.title')}
        </h2>
        <p className="rewards__streak">{t('signIn.streak', { count: streak })}</p>
      </div>
      <ol className="sign-in__days" aria-label={t('signIn.month')}>
        {Array.from({ length: daysInMonth }, (_, i) => i + 1).map((d) => (
          <li
            key={d}
            className={clsx(
              'sign-in__day',
              signed.has(d) && 'is-signed',
              d === today.day && 'is-today',
            )}
            aria-current={d === today.day ? 'date' : undefined}
          >
            <span className="tabular">{d}</span>
            {signed.has(d) ? (
              <>
                <Check size={14} aria-hidden="true" />
                <span className="sr-only">{t('signIn.signed')}</span>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="rewards__actions">
        {nextAmount && nextAmount > 0 ? (
          <p className="rewards__hint">
            {t(signedToday ? 'signIn.tomorrow' : 'signIn.today')} <Money minor={nextAmount} />
          </p>
        ) : null}
        <Button
          disabled={signedToday}
          loading={signIn.isPending}
          onClick={() => signIn.mutate()}
          icon={<CalendarCheck size={16} aria-hidden="true" />}
        >
          {signedToday ? t('signIn.done') : t('signIn.action')}
        </Button>
      </div>
      {signIn.isError ? (
        <p role="alert" className="rewards__error">
          {errorText(signIn.error, i18n.language)}
        </p>
      ) : null}
    </section>
  );
}
