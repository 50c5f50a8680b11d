import { useTranslation } from 'react-i18next';
import en from './locales/en.json';
import th from './locales/th.json';
import zh from './locales/zh.json';

/** The namespace of the live-chat inbox (its texts live beside the feature). */
export const CHAT_NS = 'chatInbox';
export const CHAT_TEXTS = { en, th, zh } as const;

/** Translations of the inbox: adds the feature's bundles to i18next on first use. */
export function useChatT() {
  const { i18n } = useTranslation();
  for (const [lng, bundle] of Object.entries(CHAT_TEXTS)) {
    if (!i18n.hasResourceBundle(lng, CHAT_NS)) i18n.addResourceBundle(lng, CHAT_NS, bundle);
  }
  return useTranslation(CHAT_NS);
}
