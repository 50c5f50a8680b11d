/** The public face of the system feature: the only file other features import. */
export { SystemGate } from './components/system-gate';
