import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchImageUrl, type TChatAuth } from '../api/chat-api';

/** An image of the chat, fetched with the player's session or chat id. */
export function ChatImage({ auth, imageId }: { auth: TChatAuth; imageId: number }) {
  const { t } = useTranslation('chat');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    fetchImageUrl(auth, imageId)
      .then((u) => {
        made = u;
        if (gone) URL.revokeObjectURL(u);
        else setUrl(u);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [auth, imageId]);
  if (!url) return <span className="chatw-img chatw-img--loading" aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img className="chatw-img" src={url} alt={t('imageAlt')} />
    </a>
  );
}
