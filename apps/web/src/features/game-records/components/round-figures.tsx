import type { TRoundTotals } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Amount, SignedAmount } from '../../../components/records/record-money';

/** The money figures of a round or of a sum of rounds, in the order every view shows them. */
export const FIGURES = ['bet', 'validBet', 'win', 'profit'] as const;
type TFigure = (typeof FIGURES)[number];
type TFigures = Pick<TRoundTotals, TFigure>;

/** One figure: the profit signed and coloured, the others plain. */
export function Figure({
  kind,
  of,
  currency,
}: {
  kind: TFigure;
  of: TFigures;
  currency: string | undefined;
}) {
  return kind === 'profit' ? (
    <SignedAmount minor={of.profit} currency={currency} />
  ) : (
    <Amount minor={of[kind]} currency={currency} />
  );
}

/** The figures as a phone card's term list. */
export function FigureList({ of, currency }: { of: TFigures; currency: string | undefined }) {
  const { t } = useTranslation('gameRecords');
  return (
    <dl className="records__card-figures">
      {FIGURES.map((kind) => (
        <div key={kind}>
          <dt>{t(`col.${kind}`)}</dt>
          <dd>
            <Figure kind={kind} of={of} currency={currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The figures as table cells, right-aligned. */
export function FigureCells({ of, currency }: { of: TFigures; currency: string | undefined }) {
  return FIGURES.map((kind) => (
    <td key={kind} className="records__num">
      <Figure kind={kind} of={of} currency={currency} />
    </td>
  ));
}

/** The figures' column headers. */
export function FigureHeaders() {
  const { t } = useTranslation('gameRecords');
  return FIGURES.map((kind) => (
    <th key={kind} scope="col" className="records__num">
      {t(`col.${kind}`)}
    </th>
  ));
}
