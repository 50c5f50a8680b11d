import { z } from 'zod';
import { parseMoney, type TParseMoneyOptions } from './money.js';

/**
 * A form field typed as text that must hold an amount: parsed by `parseMoney` into minor units.
 * When it is not an amount, the issue's message is the TMoneyParseError ('empty', 'format',
 * 'decimals', 'negative', 'tooLarge') for the form to translate. Pipe the result into a
 * request schema's amount field: `zMoneyText().pipe(ZCreateDepositRequest.shape.amount)`.
 */
export function zMoneyText(options: TParseMoneyOptions = {}) {
  return z.string().transform((text, ctx) => {
    const parsed = parseMoney(text, options);
    if (parsed.ok) return parsed.minor;
    ctx.addIssue({ code: 'custom', message: parsed.error, params: { money: parsed.error } });
    return z.NEVER;
  });
}
