import type { TAdminPermission } from '@lw/contracts';
import {
  HandCoins,
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgeCheck,
  CreditCard,
  Dices,
  Gamepad2,
  Gem,
  Landmark,
  Plug,
  Scale,
  SlidersHorizontal,
  Timer,
  Wallet,
  ClipboardList,
  Globe2,
  LifeBuoy,
  MessageSquareHeart,
  Images,
  Headset,
  KeyRound,
  Languages,
  LayoutDashboard,
  Inbox,
  Mail,
  Megaphone,
  BadgePercent,
  MessageSquareText,
  Link2,
  LogIn,
  Power,
  ScrollText,
  Share2,
  ShieldAlert,
  IdCard,
  Smartphone,
  ToggleRight,
  Users,
  UsersRound,
  Network,
  Fingerprint,
  FileSignature,
  Receipt,
  Gift,
  Percent,
  UserPlus,
  Mails,
  ListChecks,
  Trophy,
  FileCheck,
  Crown,
  Coins,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** Key in the `nav` namespace. */
  labelKey: string;
  icon: LucideIcon;
  permission?: TAdminPermission;
}

export interface NavGroup {
  /** Key in the `nav` namespace; no heading when absent. */
  titleKey?: string;
  items: NavItem[];
}

/** The left navigation, grouped by domain. */
export const NAV_GROUPS: NavGroup[] = [
  { items: [{ to: '/', labelKey: 'dashboard', icon: LayoutDashboard }] },
  {
    titleKey: 'groups.players',
    items: [
      { to: '/accounts', labelKey: 'accounts', icon: Users, permission: 'members.read' },
      {
        to: '/agent-tree',
        labelKey: 'accounts:agentTree.nav',
        icon: Network,
        permission: 'members.read',
      },
      {
        to: '/agent-self-dealing',
        labelKey: 'accounts:selfDealing.nav',
        icon: Fingerprint,
        permission: 'members.read',
      },
      { to: '/chat', labelKey: 'chat', icon: Headset, permission: 'chat.answer' },
      { to: '/risk', labelKey: 'risk:nav', icon: ShieldAlert, permission: 'risk.manage' },
      { to: '/kyc', labelKey: 'kyc:nav', icon: IdCard, permission: 'kyc.review' },
    ],
  },
  {
    // Labels live in the cashier namespace (prefix `cashier:`), beside the screens they name.
    titleKey: 'cashier:nav.group',
    items: [
      {
        to: '/cashier/deposits',
        labelKey: 'cashier:nav.deposits',
        icon: ArrowDownToLine,
        permission: 'cashier.read',
      },
      {
        to: '/cashier/withdrawals',
        labelKey: 'cashier:nav.withdrawals',
        icon: ArrowUpFromLine,
        permission: 'cashier.read',
      },
      {
        to: '/cashier/adjustments',
        labelKey: 'cashier:nav.adjustments',
        icon: Scale,
        permission: 'cashier.read',
      },
      {
        to: '/cashier/wallets',
        labelKey: 'cashier:nav.wallets',
        icon: Wallet,
        permission: 'cashier.read',
      },
      {
        to: '/cashier/payment-methods',
        labelKey: 'cashier:nav.paymentMethods',
        icon: CreditCard,
        permission: 'cashier.read',
      },
      {
        to: '/cashier/bank-accounts',
        labelKey: 'cashier:nav.bankAccounts',
        icon: Landmark,
        permission: 'cashier.read',
      },
      {
        to: '/cashier/gateways',
        labelKey: 'cashier:nav.gateways',
        icon: Plug,
        permission: 'settings.read',
      },
      {
        to: '/cashier/agent-pulls',
        labelKey: 'cashier:nav.agentPulls',
        icon: HandCoins,
        permission: 'cashier.read',
      },
      {
        to: '/limits/settings',
        labelKey: 'limits:settings.nav',
        icon: SlidersHorizontal,
        permission: 'settings.read',
      },
      {
        to: '/reality-checks/settings',
        labelKey: 'limits:realityChecks.nav',
        icon: SlidersHorizontal,
        permission: 'settings.read',
      },
      {
        to: '/risk/settings',
        labelKey: 'risk:rules.nav',
        icon: SlidersHorizontal,
        permission: 'settings.read',
      },
      {
        to: '/cashier/settings',
        labelKey: 'cashier:nav.settings',
        icon: SlidersHorizontal,
        permission: 'settings.read',
      },
      // Issue 26: members' bonuses and the explain of their wagering progress.
      { to: '/bonuses', labelKey: 'bonuses:list.nav', icon: Gift, permission: 'cashier.read' },
    ],
  },
  {
    // Labels live in the games namespace, beside the screens they name.
    titleKey: 'games:nav.group',
    items: [
      {
        to: '/games/catalogue',
        labelKey: 'games:nav.games',
        icon: Dices,
        permission: 'games.read',
      },
      {
        to: '/games/vendors',
        labelKey: 'games:nav.vendors',
        icon: Gamepad2,
        permission: 'games.read',
      },
      {
        to: '/games/rounds',
        labelKey: 'gameRounds:nav.rounds',
        icon: ScrollText,
        permission: 'games.read',
      },
      {
        to: '/games/reconciliation',
        labelKey: 'gameRounds:nav.reconciliation',
        icon: Scale,
        permission: 'games.read',
      },
      {
        to: '/games/wallet-figures',
        labelKey: 'gameRounds:nav.figures',
        icon: Plug,
        permission: 'games.read',
      },
      {
        to: '/games/house',
        labelKey: 'house:nav.house',
        icon: Gem,
        permission: 'games.read',
      },
    ],
  },
  {
    // Labels live in the agentContracts namespace, beside the screens they name.
    titleKey: 'agentContracts:nav.group',
    items: [
      {
        to: '/agent-contracts',
        labelKey: 'agentContracts:nav.contracts',
        icon: FileSignature,
        permission: 'cashier.read',
      },
      {
        to: '/agent-contracts/bills',
        labelKey: 'agentContracts:nav.bills',
        icon: Receipt,
        permission: 'cashier.read',
      },
      {
        to: '/agent-contracts/settings',
        labelKey: 'agentContracts:nav.settings',
        icon: SlidersHorizontal,
        permission: 'settings.read',
      },
    ],
  },
  {
    titleKey: 'banners:navGroup',
    items: [
      {
        to: '/content/announcements',
        labelKey: 'announcements:nav',
        icon: Megaphone,
        permission: 'settings.read',
      },
      {
        to: '/content/banners',
        labelKey: 'banners:nav',
        icon: Images,
        permission: 'content.manage',
      },
      {
        to: '/content/help',
        labelKey: 'helpArticles:nav',
        icon: LifeBuoy,
        permission: 'content.manage',
      },
      {
        to: '/content/feedback',
        labelKey: 'feedback:nav',
        icon: MessageSquareHeart,
        permission: 'feedback.answer',
      },
      {
        to: '/content/player-messages',
        labelKey: 'playerMessages:nav',
        icon: Mail,
        permission: 'player-messages.send',
      },
    ],
  },
  {
    // Issue 26: promotions, bonuses, VIP, rewards... (each programme adds its lines at the end).
    titleKey: 'groups.engagement',
    items: [
      {
        to: '/promotions',
        labelKey: 'promotions:nav.promotions',
        icon: BadgePercent,
        permission: 'content.manage',
      },
      {
        to: '/promotions/applications',
        labelKey: 'promotions:nav.applications',
        icon: FileCheck,
        permission: 'cashier.manage',
      },
      {
        to: '/engagement/rewards',
        labelKey: 'engagement:nav.rewards',
        icon: Gift,
        permission: 'cashier.read',
      },
      {
        to: '/engagement/red-envelopes',
        labelKey: 'engagement:nav.redEnvelopes',
        icon: Mails,
        permission: 'cashier.read',
      },
      {
        to: '/engagement/tasks',
        labelKey: 'engagement:nav.tasks',
        icon: ListChecks,
        permission: 'cashier.read',
      },
      {
        to: '/engagement/leaderboards',
        labelKey: 'engagement:nav.leaderboards',
        icon: Trophy,
        permission: 'cashier.read',
      },
      {
        to: '/engagement/referrals',
        labelKey: 'referralRebate:nav.referrals',
        icon: UserPlus,
        permission: 'cashier.read',
      },
      {
        to: '/engagement/rebate',
        labelKey: 'referralRebate:nav.rebate',
        icon: Percent,
        permission: 'cashier.read',
      },
      { to: '/vip', labelKey: 'vip:nav', icon: Crown, permission: 'settings.read' },
      { to: '/points', labelKey: 'points:nav', icon: Coins, permission: 'cashier.read' },
    ],
  },
  {
    titleKey: 'groups.settings',
    items: [
      { to: '/settings/maintenance', labelKey: 'maintenance', icon: Power },
      { to: '/settings/region', labelKey: 'region', icon: Globe2 },
      { to: '/settings/modules', labelKey: 'modules', icon: ToggleRight },
      { to: '/settings/languages', labelKey: 'languages', icon: Languages },
      { to: '/settings/customer-service', labelKey: 'customerService', icon: Headset },
      { to: '/settings/site', labelKey: 'site', icon: Link2 },
      { to: '/settings/social', labelKey: 'social', icon: Share2 },
      { to: '/settings/licences', labelKey: 'licences', icon: BadgeCheck },
      { to: '/settings/apps', labelKey: 'apps', icon: Smartphone },
      { to: '/settings/registration', labelKey: 'registration', icon: ClipboardList },
      { to: '/settings/account-policy', labelKey: 'accountPolicy', icon: KeyRound },
      { to: '/settings/email', labelKey: 'email', icon: Mail },
      { to: '/settings/sms', labelKey: 'sms', icon: MessageSquareText },
      { to: '/settings/identity-providers', labelKey: 'identityProviders', icon: LogIn },
    ].map((item) => ({ ...item, permission: 'settings.read' as const })),
  },
  {
    titleKey: 'groups.administration',
    items: [
      { to: '/operators', labelKey: 'operators', icon: UsersRound, permission: 'operators.manage' },
      { to: '/audit', labelKey: 'audit', icon: ScrollText, permission: 'audit.read' },
      { to: '/jobs', labelKey: 'jobs', icon: Timer, permission: 'jobs.read' },
      { to: '/outbox', labelKey: 'outbox', icon: Inbox, permission: 'messages.read' },
    ],
  },
];
