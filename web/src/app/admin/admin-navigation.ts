import {
  Activity,
  Ban,
  BarChart3,
  CalendarRange,
  CarFront,
  ClipboardList,
  History,
  LayoutDashboard,
  ListOrdered,
  type LucideIcon,
  Map,
  Megaphone,
  PlusCircle,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type AdminScreen = {
  path: string;
  /** Side-menu entry. */
  label: string;
  /** Title in the yellow top bar (the spec's screen titles). */
  title: string;
  icon: LucideIcon;
};

/** The side menu, in the route table's order; logout is added by the layout. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: paths.admin.dashboard, label: 'Dashboard', title: 'Admin panel', icon: LayoutDashboard },
  { path: paths.admin.orders, label: 'Objednávky', title: 'Objednávky', icon: ListOrdered },
  {
    path: paths.admin.createOrder,
    label: 'Vytvořit objednávku',
    title: 'Vytvořit objednávku',
    icon: PlusCircle,
  },
  { path: paths.admin.map, label: 'Mapa', title: 'Mapa', icon: Map },
  { path: paths.admin.customers, label: 'Zákazníci', title: 'Zákazníci', icon: Users },
  { path: paths.admin.blacklist, label: 'Blacklist', title: 'Blacklist', icon: Ban },
  { path: paths.admin.admins, label: 'Administrátoři', title: 'Administrátoři', icon: ShieldCheck },
  { path: paths.admin.vip, label: 'VIP', title: 'VIP', icon: Star },
  { path: paths.admin.notifications, label: 'Oznámení', title: 'Oznámení', icon: Megaphone },
  { path: paths.admin.drivers, label: 'Řidiči', title: 'Řidiči', icon: CarFront },
  {
    path: paths.admin.loginHistory,
    label: 'Historie přihlášení',
    title: 'Historie přihlášení',
    icon: History,
  },
  { path: paths.admin.monthlyTable, label: 'Měsíční tabulka', title: 'Admin panel', icon: CalendarRange },
  { path: paths.admin.reports, label: 'Přehledy', title: 'Přehledy', icon: BarChart3 },
  { path: paths.admin.shiftHandover, label: 'Předání směny', title: 'Předání směny', icon: ClipboardList },
  { path: paths.admin.status, label: 'Stav systému', title: 'Stav systému', icon: Activity },
];

/** The screen a path belongs to (longest matching path wins: /admin/orders/create before /admin/orders). */
export function screenFor(pathname: string): AdminScreen | undefined {
  return [...ADMIN_SCREENS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`));
}
