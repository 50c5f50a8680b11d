import { CHAT_LIMITS } from '@lw/contracts';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The player's 1-5 rating of a closed chat, with an optional comment. */
export function RatingForm({ onRate }: { onRate: (rating: number, comment: string) => void }) {
  const { t } = useTranslation('chat');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  return (
    <form
      className="chatw-rating"
      onSubmit={(e) => {
        e.preventDefault();
        if (rating > 0) onRate(rating, comment);
      }}
    >
      <p>{t('rateTitle')}</p>
      <div className="chatw-stars" role="radiogroup" aria-label={t('rating')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={t('stars', { count: n })}
            className={n <= rating ? 'is-on' : ''}
            onClick={() => setRating(n)}
          >
            <Star size={22} aria-hidden="true" />
          </button>
        ))}
      </div>
      <textarea
        aria-label={t('comment')}
        placeholder={t('comment')}
        maxLength={CHAT_LIMITS.commentMax}
        rows={2}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <button type="submit" className="chatw-send" disabled={rating === 0}>
        {t('rateSend')}
      </button>
    </form>
  );
}
