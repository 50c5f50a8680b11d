/// <reference lib="webworker" />
import { solveBotChallenge } from './solve-bot-challenge';
import type { TBotChallenge } from '@lw/contracts';

// Solves off the main thread so the form stays responsive; answers the payload or null.
self.onmessage = (event: MessageEvent<TBotChallenge>) => {
  void solveBotChallenge(event.data).then(
    (payload) => self.postMessage(payload),
    () => self.postMessage(null),
  );
};
