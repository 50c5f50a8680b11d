import { withQuery } from '../../../lib/query-string';

/** What /fairness reads from its address to recompute a round. */
export interface TFairnessParams {
  game: string;
  serverSeed?: string | null;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  /** Crash: the game's hash. */
  hash?: string;
  /** Mines: the mine count of the round. */
  mines?: number;
}

/** The /fairness address that opens prefilled with a round's seeds. */
export function fairnessLink(params: TFairnessParams): string {
  return withQuery('/fairness', { ...params, serverSeed: params.serverSeed ?? undefined });
}

/**
 * A round's verify link: the server's, plus the mine count for mines (the seeds alone do not
 * say how many mines the round placed).
 */
export function roundVerifyHref(round: {
  fairness: { verifyUrl: string };
  outcome: { kind: string; mines?: number };
}): string {
  const url = round.fairness.verifyUrl;
  if (round.outcome.kind !== 'mines' || round.outcome.mines === undefined) return url;
  if (/[?&]mines=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}mines=${round.outcome.mines}`;
}
