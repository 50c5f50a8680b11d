import type { TVendorWalletMode } from '@lw/contracts';

/** The nine game categories of the spec (§3). */
export const GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export type TGameType = (typeof GAME_TYPES)[number];

/** One simulated vendor: who it is, how its wallet works and how many games of each type. */
export interface VendorDefinition {
  code: string;
  name: string;
  mode: TVendorWalletMode;
  /** Games generated per category. */
  games: Partial<Record<TGameType, number>>;
}

const seamless = (code: string, name: string, games: VendorDefinition['games']) =>
  ({ code, name, mode: 'seamless', games }) satisfies VendorDefinition;
const transfer = (code: string, name: string, games: VendorDefinition['games']) =>
  ({ code, name, mode: 'transfer', games }) satisfies VendorDefinition;

/**
 * The fixed vendor table. Slot studios carry most of the games; the footer's gray logos (PG, EG2,
 * PT, JDB, CQ9, FC, JL, BGS), the esports (AV, IMES, IA, AI, TF) and cockfight (SV3, DS88, DIG,
 * WGB, WS168) vendors of the spec are all here. Six vendors use transfer mode.
 */
export const VENDOR_DEFINITIONS: readonly VendorDefinition[] = [
  // Slot studios (the footer's logos first).
  seamless('PG', 'PG Soft', { RNG: 1500 }),
  seamless('EG2', 'EG Gaming', { RNG: 900, FISH: 12 }),
  seamless('PT', 'Playtech', { RNG: 1400, LIVE: 40 }),
  transfer('JDB', 'JDB Gaming', { RNG: 800, FISH: 20, PVP: 10 }),
  seamless('CQ9', 'CQ9 Gaming', { RNG: 1200, FISH: 18 }),
  seamless('FC', 'Fa Chai Gaming', { RNG: 600, FISH: 15 }),
  seamless('JL', 'JILI Games', { RNG: 1000, FISH: 25, PVP: 20 }),
  seamless('BGS', 'BGSoft', { RNG: 700 }),
  seamless('PP', 'Pragmatic Play', { RNG: 1500, LIVE: 60 }),
  seamless('HB', 'Habanero', { RNG: 900 }),
  seamless('SG', 'Spadegaming', { RNG: 600, FISH: 10 }),
  seamless('RSG', 'Royal Slot Gaming', { RNG: 500, FISH: 8 }),
  // Live casinos.
  seamless('EVO', 'Evolution', { LIVE: 120 }),
  seamless('SA', 'SA Gaming', { LIVE: 60 }),
  seamless('DG', 'Dream Gaming', { LIVE: 40 }),
  transfer('WM', 'WM Casino', { LIVE: 50 }),
  seamless('SEXY', 'AE Sexy', { LIVE: 30 }),
  // Sports books.
  transfer('SBO', 'SBOBET', { SPORTS: 8 }),
  seamless('UG', 'United Gaming', { SPORTS: 6 }),
  seamless('CMD', 'CMD368', { SPORTS: 6 }),
  // Esports.
  seamless('AV', 'AV Esports', { ESPORTS: 8 }),
  seamless('IMES', 'IM Esports', { ESPORTS: 10 }),
  seamless('IA', 'IA Esports', { ESPORTS: 8 }),
  seamless('AI', 'AI Esports', { ESPORTS: 6 }),
  seamless('TF', 'TF Gaming', { ESPORTS: 8 }),
  // Cockfight.
  seamless('SV3', 'SV388', { COCKFIGHT: 4 }),
  transfer('DS88', 'DS88 Sabong', { COCKFIGHT: 3 }),
  seamless('DIG', 'Digmaan', { COCKFIGHT: 3 }),
  seamless('WGB', 'WGB Sabong', { COCKFIGHT: 2 }),
  seamless('WS168', 'WS168', { COCKFIGHT: 3 }),
  // Cards (player versus player).
  transfer('KY', 'Kaiyuan Gaming', { PVP: 40 }),
  seamless('LEG', 'Legend Poker', { PVP: 30 }),
  // Lottery and e-lottery.
  transfer('TCG', 'TCG Lottery', { LOTT: 12 }),
  seamless('VR', 'VR Lottery', { ELOTT: 16 }),
  seamless('SGW', 'SGWin', { ELOTT: 10, LOTT: 4 }),
];

/** Game types a vendor offers, in the table's category order. */
export function gameTypesOf(definition: VendorDefinition): TGameType[] {
  return GAME_TYPES.filter((type) => (definition.games[type] ?? 0) > 0);
}
