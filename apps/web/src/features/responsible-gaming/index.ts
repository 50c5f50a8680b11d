/** The public face of the responsible gaming feature: what the layout and the pages use. */
export { RealityCheckSettings } from './reality-checks/reality-check-settings';
