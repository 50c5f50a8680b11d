import { pickLocalized, type TErrorCode, type TLocalizedText } from '@lw/contracts';
import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client';

type TErrorTable = Record<TErrorCode, TLocalizedText>;

/**
 * The messages of every error code in three languages (about 7 KB gzipped) are not part of the
 * first screen's script: the table is its own chunk, fetched right after the app mounts
 * (`loadErrorTexts` in main.tsx), long before a visitor's first action can fail.
 */
let table: TErrorTable | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Until the table is in: a failure nobody could describe more closely yet. */
const NOT_YET_LOADED: TLocalizedText = {
  th: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  en: 'Something went wrong. Please try again.',
  zh: '出错了，请重试。',
};

/** Fetches the error messages once; resolves when they are in (also when already in). */
export function loadErrorTexts(): Promise<void> {
  loading ??= import('@lw/contracts/error-messages').then(
    (module) => {
      table = module.errorMessages;
      listeners.forEach((listener) => listener());
    },
    () => {
      // Offline or a stale deploy: the generic text stays, the next call tries again.
      loading = null;
    },
  );
  return loading;
}

/** The message to show for any error, in the visitor's language. */
export function errorText(error: unknown, language: string): string {
  return errorCodeText(error instanceof ApiError ? error.code : 'SERVICE_UNAVAILABLE', language);
}

/** The message of an error code an answer carries in its body (not as a failed call). */
export function errorCodeText(code: TErrorCode, language: string): string {
  return pickLocalized(table?.[code] ?? NOT_YET_LOADED, language);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadErrorTexts();
  return () => listeners.delete(listener);
};
const loaded = () => table !== null;

/**
 * For a screen that can show an error before the table is in (the startup failure): renders
 * again once the messages arrive, so the generic text gives way to the real one.
 */
export function useErrorTexts(): void {
  useSyncExternalStore(subscribe, loaded, loaded);
}
