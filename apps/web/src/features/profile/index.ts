/** The public face of the profile feature: avatars, the saved language, copy user id. */
export { MemberAvatar } from './components/member-avatar';
export { useLanguageSync } from './lib/use-language-sync';
export { AvatarChooser } from './components/avatar-picker';
export { CopyUserId } from './components/copy-user-id';
