/** The public face of the VIP feature (member centre, /member?page=vip). */
export { VipPage } from './components/vip-page';
