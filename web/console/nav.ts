import type { ComponentType } from 'react';
import { IconHome2 } from '@tabler/icons-react';
import type { Permission } from '../../shared/permissions';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Shown when the user has this permission. */
  permission?: Permission;
  /** Hidden for these role slugs (spec rules such as "Sales and SME are sent back"). */
  hiddenFor?: string[];
  children?: Omit<NavItem, 'icon' | 'children'>[];
}

/** The product's areas. Each area adds its entry here when it lands; nothing leads to an empty page. */
export const navItems: NavItem[] = [{ label: 'Home', to: '/', icon: IconHome2 }];
