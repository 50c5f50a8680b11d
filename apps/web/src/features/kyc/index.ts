/** The public face of the KYC feature (member centre, /member?page=kyc). */
export { KycPage } from './components/kyc-page';
