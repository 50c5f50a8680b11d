/** The public face of the crash feature (the /house/crash page loads by its route file). */
export { CrashRoundDetail } from './components/crash-round-detail';
export { useCrashChains } from './api/crash-api';
