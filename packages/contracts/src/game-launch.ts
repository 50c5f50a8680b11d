import { z } from 'zod';

export { GAME_LAUNCH_API } from './games-api.js';

/*
 * Game launch (issue 10, item 7): a member (real money, or demo with play money) or a visitor
 * (demo only, for games that offer it) asks to play a game; the platform checks the game, the
 * vendor and the player, creates a launch session whose token the vendor presents on the wallet
 * API, and answers the vendor's game URL.
 */

/** Play money given to a demo session of a visitor or a member (minor units of FUN). */
export const DEMO_PLAY_MONEY = 1_000_000;

export const ZGameLaunchMode = z.enum(['real', 'demo']);
export type TGameLaunchMode = z.infer<typeof ZGameLaunchMode>;

/** Where the client opens the game: inside the site's /seamless page, or a new window. */
export const ZGameOpenIn = z.enum(['iframe', 'window']);
export type TGameOpenIn = z.infer<typeof ZGameOpenIn>;

export const ZGameLaunchRequest = z.object({
  /** The game's nodeId. */
  nodeId: z.number().int().positive(),
  mode: ZGameLaunchMode.default('real'),
  device: z.enum(['desktop', 'mobile']).default('desktop'),
  /** Where the vendor's lobby button returns to (a page of this site). */
  returnUrl: z.string().max(2000).default(''),
  /** The client's preference; the answer may say otherwise. */
  openIn: ZGameOpenIn.default('iframe'),
  /** Language for the game (en, zh, th); the member's language otherwise. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type TGameLaunchRequest = z.input<typeof ZGameLaunchRequest>;

export const ZGameLaunchResponse = z.object({
  /** The game's URL, on a launch host picked at random from the site's launchGameCDNs. */
  url: z.string(),
  mode: ZGameLaunchMode,
  openIn: ZGameOpenIn,
  /** ISO 4217 code, or FUN for play money. */
  currency: z.string(),
});
export type TGameLaunchResponse = z.infer<typeof ZGameLaunchResponse>;

/** Details of GAME_MAINTENANCE: popular games (nodeIds) to suggest instead. */
export const ZGameMaintenanceDetails = z.object({
  vendor: z.string(),
  until: z.string().nullable(),
  popular: z.array(z.number().int()),
});
export type TGameMaintenanceDetails = z.infer<typeof ZGameMaintenanceDetails>;
