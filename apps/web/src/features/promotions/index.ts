/** The public face of the promotions feature (the route is loaded lazily by the router). */
export { DepositOfferPicker } from './components/deposit-offer-picker';
