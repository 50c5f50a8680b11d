import type { TMemberInfo } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSiteConfig } from '../../../api/get-permission';
import { memberInfoKey, useMemberInfo } from '../../../api/member';
import { changeLanguage, hasStoredLanguage, i18n } from '../../../lib/i18n';
import { readSessionFlag, useSession } from '../../../lib/session';
import { saveMemberLanguage } from '../api/member-language';

/**
 * Keeps the interface language and the member's saved language (spec §7 "Update language") in
 * step while signed in:
 * - once per session, on a device where nobody chose a language yet the saved one wins when the
 *   site offers it (a sign-in on a new device comes up in the member's language); a language
 *   chosen on this device is kept and saved instead (the player picked it, maybe just before
 *   signing in), as on a first login, where the account's language was only the browser's
 *   header at sign-up;
 * - afterwards, every switch of the language is saved on the server.
 */
export function useLanguageSync(): void {
  const { token } = useSession();
  const config = useSiteConfig();
  const member = useMemberInfo();
  const queryClient = useQueryClient();
  /** The session whose languages were reconciled, and the language the server holds for it. */
  const synced = useRef<{ token: string; language: string } | null>(null);
  const offered = config.languages.offered.map((l) => l.code);
  const saved = member.data?.language;

  useEffect(() => {
    if (!token || !saved || synced.current?.token === token) return;
    const match = offered.find((code) => code.toLowerCase() === saved.toLowerCase());
    synced.current = { token, language: saved };
    if (readSessionFlag('firstTimeLogin') || !match || hasStoredLanguage()) {
      if (i18n.language !== saved) void save(i18n.language);
    } else if (match !== i18n.language) {
      void changeLanguage(match);
    }
    // offered is read fresh; a later change of the list does not re-run the sign-in choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, saved]);

  useEffect(() => {
    const onChange = (language: string) => {
      const current = synced.current;
      if (!current || current.token !== token || current.language === language) return;
      void save(language);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  async function save(language: string): Promise<void> {
    if (!token) return;
    const current = synced.current;
    if (current) current.language = language;
    try {
      const answer = await saveMemberLanguage(language);
      queryClient.setQueryData<TMemberInfo>(memberInfoKey(token), (info) =>
        info ? { ...info, language: answer.language } : info,
      );
    } catch {
      // A language the server does not offer (or a network failure) stays a local choice.
    }
  }
}
