import { can, type Permission } from '@shared/permissions';
import type { ActivityGroupName, ActivityObjectType } from '@shared/contracts/activity';
import { sql, type SQL } from 'drizzle-orm';
import { activityLogs } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../lib/context';

/**
 * Who may read which part of the log. A group's rows are about one area, so reading them needs a
 * view permission of that area (IT Admin, with no Trust Center or questionnaire rights, sees only
 * Other Logs; questionnaires §2.3); the Trust Center group also needs the feature switched on.
 */
const groupPermission: Record<ActivityGroupName, Permission | null> = {
  trust_center: 'tc_config:view',
  request: 'questionnaire_request:view',
  other: null,
};

export function readableGroups(auth: AuthContext, featureTrustCenter: boolean): ActivityGroupName[] {
  return (Object.keys(groupPermission) as ActivityGroupName[]).filter((g) => {
    if (g === 'trust_center' && !featureTrustCenter) return false;
    const p = groupPermission[g];
    return !p || can(auth.permissions, p);
  });
}

/** Reading an object's log needs permission to view the object itself. */
export const objectPermission: Record<ActivityObjectType, Permission> = {
  customer: 'customer:view',
  request: 'questionnaire_request:view',
  questionnairefile: 'questionnaire_request_file:view',
};

/**
 * Finer checks an area registers for its objects (e.g. an SME sees only requests they work on).
 * Returns false to answer as if the object did not exist.
 */
export type ObjectAccessCheck = (tx: Tx, auth: AuthContext, objectId: string) => Promise<boolean>;
const objectChecks = new Map<string, ObjectAccessCheck>();

export function registerActivityObjectCheck(objectType: ActivityObjectType, check: ObjectAccessCheck) {
  objectChecks.set(objectType, check);
}

export async function mayReadObject(tx: Tx, auth: AuthContext, objectType: ActivityObjectType, objectId: string): Promise<boolean> {
  if (!can(auth.permissions, objectPermission[objectType])) return false;
  const check = objectChecks.get(objectType);
  return check ? check(tx, auth, objectId) : true;
}

/**
 * Which rows of the log a caller may read beyond their group: an area narrows the rows about its objects for
 * callers who see only some of them (an SME reads the rows of requests they work on). Returns a condition on
 * `activity_logs`, or null when the caller reads every row of the group.
 */
export type ActivityRowScope = (auth: AuthContext) => SQL | null;
const rowScopes = new Map<string, ActivityRowScope>();

/** One scope per area (registering again replaces it). */
export function registerActivityRowScope(area: string, scope: ActivityRowScope) {
  rowScopes.set(area, scope);
}

/**
 * A row about an object reads only for a caller who may view objects of that kind: "Changed the role of…" needs
 * users:view, "Created API key…" api_keys:view, whichever group the row is in. Kinds not named here are the
 * groups' own (requests, files).
 */
const kindPermission: Record<string, Permission> = {
  access_request: 'access_request:view',
  announcement: 'announcements:view',
  api_key: 'api_keys:view',
  certification: 'documents:view',
  custom_domain: 'settings:view',
  customer: 'customer:view',
  customer_member: 'customer_member:view',
  integration: 'settings:view',
  knowledge_document: 'knowledge_base:view',
  nda_text: 'nda_text:view',
  notification_receivers: 'settings:view',
  product: 'product:view',
  role: 'teams:view',
  security_domain: 'security_control:view',
  security_event: 'security_event:view',
  security_report: 'documents:view',
  security_topic: 'security_topics:view',
  sso_connection: 'tenant:view',
  sub_processor_notice: 'tc_config:view',
  subscriber: 'subscribers:view',
  tc_config: 'tc_config:view',
  trusted_by: 'tc_config:view',
  user: 'users:view',
};

/** The kinds of object whose rows this caller may not read. */
const unreadableKinds = (auth: AuthContext) => Object.keys(kindPermission).filter((kind) => !can(auth.permissions, kindPermission[kind]!));

function readableKinds(auth: AuthContext): SQL | null {
  const hidden = unreadableKinds(auth);
  if (hidden.length === 0) return null;
  return sql`${activityLogs.objectType} not in (${sql.join(
    hidden.map((k) => sql`${k}`),
    sql`, `,
  )})`;
}

/** The conditions every row this caller reads must meet (none for an admin). */
export const rowScopesFor = (auth: AuthContext): SQL[] =>
  [readableKinds(auth), ...[...rowScopes.values()].map((scope) => scope(auth))].filter((c): c is SQL => c !== null);
