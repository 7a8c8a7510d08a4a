import type { z } from 'zod';
import type { Permission } from '@shared/permissions';
import type { Tx } from '../db/client';
import type { AuthContext } from './context';

/** One section of the Home dashboard. Each area exports its own; `modules/dashboard` lists them. The type
 *  lives here, below the modules, so an area can describe its section without importing the dashboard. */
export interface DashboardSection {
  key: string;
  permission?: Permission;
  /** What `load` returns, for the summary's response schema (the OpenAPI document shows it); without one, any value. */
  schema?: z.ZodType;
  load(tx: Tx, auth: AuthContext): Promise<unknown>;
}
