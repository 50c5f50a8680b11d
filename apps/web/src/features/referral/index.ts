/** The public face of the referral feature (invite friends): the only file other features import. */
export { referralPage } from './pages/referral-pages';
