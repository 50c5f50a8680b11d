import type { RuleContext } from '../helpers.js';

/** One rule of the wallet API: runs against a live platform, throws RuleFailure when broken. */
export interface Rule {
  name: string;
  /** Answers a short note of what was checked. */
  run(ctx: RuleContext): Promise<string>;
}

export const rule = (name: string, run: Rule['run']): Rule => ({ name, run });
