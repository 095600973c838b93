import {
  BookOpen,
  Compass,
  FileImage,
  Globe,
  Heart,
  Images,
  LayoutDashboard,
  Palette,
  Receipt,
  Tags,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (not on the paths below it). */
  end?: boolean;
}

/** The user menu of SPEC section 2. */
export const userMenu: MenuItem[] = [
  { to: '/pages/public', label: 'Public pages', icon: Compass },
  { to: '/pages/favorite', label: 'Favorite pages', icon: Heart },
  { to: '/pages', label: 'My pages', icon: Images, end: true },
  { to: '/pages/colored', label: 'Colored pages', icon: Palette },
  { to: '/books', label: 'My books', icon: BookOpen },
  { to: '/account', label: 'Account', icon: UserRound },
];

/** The admin menu of SPEC section 2. */
export const adminMenu: MenuItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/pages', label: 'Pages', icon: FileImage, end: true },
  { to: '/admin/pages/colored', label: 'Colored pages', icon: Palette },
  { to: '/admin/subscriptions', label: 'Subscriptions', icon: Receipt },
  { to: '/admin/plans', label: 'Plans', icon: Tags },
  { to: '/admin/website', label: 'Website', icon: Globe },
  { to: '/admin/account', label: 'Account', icon: UserRound },
];
