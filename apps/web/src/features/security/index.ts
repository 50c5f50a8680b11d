/** The public face of the security feature: the only file other features import. */
export { PaymentPasswordDialog } from './components/payment-password-dialog';
export { SecurityCenter } from './components/security-center';
