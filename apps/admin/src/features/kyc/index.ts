/** The public face of the KYC feature: the only file other features import. */
export { KycRoute } from './routes/kyc-route';
export { MemberKycCard } from './components/member-kyc-card';
