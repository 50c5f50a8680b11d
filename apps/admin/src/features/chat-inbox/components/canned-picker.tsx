import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { createCanned, deleteCanned, useCannedReplies } from '../api/chat-api';
import { useChatT } from '../use-chat-i18n';

/** Canned replies: pick one into the reply box; add or delete them. */
export function CannedPicker({ onPick }: { onPick: (body: string) => void }) {
  const { t } = useChatT();
  const canned = useCannedReplies();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'chat', 'canned'] });
  return (
    <details className="chat-canned">
      <summary>{t('canned')}</summary>
      {canned.data?.length === 0 ? <p className="muted">{t('cannedEmpty')}</p> : null}
      <ul>
        {canned.data?.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="link-btn"
              onClick={() => onPick(c.body)}
              title={c.body}
            >
              {c.title}
            </button>
            <button
              type="button"
              className="link-btn muted"
              aria-label={`${t('cannedDelete')} ${c.title}`}
              onClick={() => void deleteCanned(c.id).then(refresh)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        className="chat-canned__add"
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim() || !body.trim()) return;
          void createCanned({ title, body }).then(() => {
            setTitle('');
            setBody('');
            return refresh();
          });
        }}
      >
        <input
          aria-label={t('cannedTitle')}
          placeholder={t('cannedTitle')}
          maxLength={60}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <input
          aria-label={t('cannedBody')}
          placeholder={t('cannedBody')}
          maxLength={1000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <Button type="submit" size="sm">
          {t('cannedAdd')}
        </Button>
      </form>
    </details>
  );
}
