/** The public face of the referral and rebate screens: the only file other features import. */
export { REFERRAL_REBATE_ROUTES } from './routes/referral-rebate-routes';
