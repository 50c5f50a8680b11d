/** The public face of the errors feature: the only file other features import. */
export { ScreenError } from './components/screen-error';
