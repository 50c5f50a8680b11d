import { useEffect, useState } from 'react';
import { fetchImageUrl } from '../api/chat-api';
import { useChatT } from '../use-chat-i18n';

/** A chat image, fetched with the operator's session (never a public URL). */
export function ChatImage({ imageId }: { imageId: number }) {
  const { t } = useChatT();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let revoked = false;
    let made: string | null = null;
    fetchImageUrl(imageId)
      .then((u) => {
        made = u;
        if (revoked) URL.revokeObjectURL(u);
        else setUrl(u);
      })
      .catch(() => setUrl(null));
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [imageId]);
  if (!url) return <span className="chat-img chat-img--loading" aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img className="chat-img" src={url} alt={t('imageAlt')} />
    </a>
  );
}
