/** The public face of the help feature: the only file other features import. */
export { HelpModal } from './components/help-modal-lazy';
export { LegalLicenseModal } from './components/legal-license-modal';
