/**
 * The one permission map: every resource of portal §6 and questionnaires §6 (plus the product's own),
 * the actions each supports, and the default grants of the built-in roles. Routes declare
 * `resource:action`; the UI hides or disables buttons with the same names.
 */
export const actions = ['view', 'create', 'edit', 'delete', 'download'] as const;
export type Action = (typeof actions)[number];

export const resources = {
  users: { label: 'Organisation users', actions: ['view', 'create', 'edit', 'delete'] },
  teams: { label: 'Roles', actions: ['view', 'create', 'edit', 'delete'] },
  tenant: { label: 'Single sign-on', actions: ['view', 'edit'] },
  settings: { label: 'Settings', actions: ['view', 'edit'] },
  activity_log: { label: 'Activity log', actions: ['view'] },
  api_keys: { label: 'API keys', actions: ['view', 'create', 'delete'] },
  mail_outbox: { label: 'Mail outbox', actions: ['view'] },
  tc_config: { label: 'Trust Center configuration', actions: ['view', 'create', 'edit'] },
  security_topics: { label: 'Security topics', actions: ['view', 'create', 'edit', 'delete'] },
  documents: { label: 'Security reports and certifications', actions: ['view', 'create', 'edit', 'delete', 'download'] },
  announcements: { label: 'Announcements', actions: ['view', 'create', 'edit', 'delete'] },
  subscribers: { label: 'Subscribers', actions: ['view', 'delete'] },
  security_control: { label: 'Security policies and practices', actions: ['view', 'create', 'edit', 'delete'] },
  security_event: { label: 'Major security events', actions: ['view', 'create', 'edit', 'delete'] },
  security_event_update: { label: 'Security event updates', actions: ['view', 'create', 'edit', 'delete'] },
  security_events_report: { label: 'Security event reports', actions: ['view', 'create', 'download'] },
  customer: { label: 'Customer accounts', actions: ['view', 'create', 'edit', 'delete'] },
  customer_member: { label: 'Customer members', actions: ['view', 'create', 'edit', 'delete'] },
  access_request: { label: 'Access requests', actions: ['view', 'edit'] },
  nda_text: { label: 'NDA', actions: ['view', 'create', 'edit'] },
  product: { label: 'Products', actions: ['view', 'create', 'edit', 'delete'] },
  questionnaire_request: { label: 'Questionnaire requests', actions: ['view', 'create', 'edit', 'delete'] },
  questionnaire_request_file: { label: 'Questionnaire files', actions: ['view', 'create', 'edit', 'delete'] },
  questionnaire_question: { label: 'Questionnaire questions', actions: ['view', 'create', 'edit', 'delete'] },
  questionnaire_comment: { label: 'Questionnaire comments', actions: ['view', 'create'] },
  questionnaire_report: { label: 'Questionnaire results', actions: ['download'] },
  knowledge_base: { label: 'Knowledge hub', actions: ['view', 'create', 'edit', 'delete'] },
} as const satisfies Record<string, { label: string; actions: readonly Action[] }>;

export type Resource = keyof typeof resources;
export type Permission = `${Resource}:${Action}`;
/** Only the actions each resource supports (`documents:download` yes, `users:download` no). */
export type ResourcePermission = { [R in Resource]: `${R}:${(typeof resources)[R]['actions'][number]}` }[Resource];
/** What a route declares in `config.permission`, checked by the compiler: a resource permission, any
 *  signed-in caller ('authenticated') or anyone ('public'). */
export type RoutePermission = ResourcePermission | 'authenticated' | 'public';
export type PermissionSet = Partial<Record<Resource, Action[]>>;

export const builtinRoleSlugs = ['admin', 'itadmin', 'poweruser', 'sales', 'salesadmin', 'sme'] as const;
export type BuiltinRoleSlug = (typeof builtinRoleSlugs)[number];

const all = (r: Resource): Action[] => [...resources[r].actions];
const only = (r: Resource, ...a: Action[]): Action[] => a.filter((x) => (resources[r].actions as readonly Action[]).includes(x));
const grant = (list: Resource[], f: (r: Resource) => Action[]): PermissionSet => Object.fromEntries(list.map((r) => [r, f(r)])) as PermissionSet;
const everything = Object.keys(resources) as Resource[];
const trustCenter: Resource[] = [
  'tc_config',
  'security_topics',
  'documents',
  'announcements',
  'subscribers',
  'security_control',
  'security_event',
  'security_event_update',
  'security_events_report',
  'access_request',
  'nda_text',
];
const questionnaires: Resource[] = [
  'questionnaire_request',
  'questionnaire_request_file',
  'questionnaire_question',
  'questionnaire_comment',
  'questionnaire_report',
  'knowledge_base',
];

export const builtinRoles: Record<BuiltinRoleSlug, { name: string; description: string; permissions: PermissionSet }> = {
  admin: { name: 'Admin', description: 'Full access to everything in the organisation.', permissions: grant(everything, all) },
  itadmin: {
    name: 'IT Admin',
    description: 'Users, roles, single sign-on and integrations; no Trust Center or questionnaire content.',
    permissions: {
      ...grant(['users', 'teams', 'tenant', 'settings', 'api_keys', 'mail_outbox'], all),
      activity_log: ['view'],
      product: ['view'],
      customer: ['view'],
    },
  },
  poweruser: {
    name: 'Power User',
    description: 'Runs the Trust Center and questionnaires; manages customers and products.',
    permissions: {
      ...grant([...trustCenter, ...questionnaires, 'customer', 'customer_member', 'product', 'settings'], all),
      tenant: ['view'],
      users: ['view'],
      activity_log: ['view'],
      api_keys: ['view', 'create', 'delete'],
    },
  },
  sales: {
    name: 'Sales',
    description: 'Requests questionnaires for customers and follows them; reads the Trust Center.',
    permissions: {
      ...grant(trustCenter, (r) => only(r, 'view', 'download')),
      questionnaire_request: ['view', 'create', 'edit'],
      questionnaire_request_file: ['view', 'create'],
      questionnaire_question: ['view'],
      questionnaire_comment: ['view', 'create'],
      questionnaire_report: ['download'],
      knowledge_base: ['view'],
      customer: ['view'],
      customer_member: ['view'],
      access_request: ['view', 'edit'],
      product: ['view'],
      activity_log: ['view'],
    },
  },
  salesadmin: {
    name: 'Sales Admin',
    description: 'Owns questionnaire requests end to end and handles access requests.',
    permissions: {
      ...grant(trustCenter, (r) => only(r, 'view', 'download')),
      ...grant(questionnaires, all),
      customer: ['view', 'create', 'edit'],
      customer_member: all('customer_member'),
      access_request: ['view', 'edit'],
      product: ['view'],
      activity_log: ['view'],
    },
  },
  sme: {
    name: 'SME',
    description: 'Subject-matter expert: answers the questions assigned to them.',
    permissions: {
      questionnaire_request: ['view'],
      questionnaire_request_file: ['view'],
      questionnaire_question: ['view', 'edit'],
      questionnaire_comment: ['view', 'create'],
      knowledge_base: ['view'],
      product: ['view'],
      activity_log: ['view'],
    },
  },
};

export function can(permissions: PermissionSet | undefined, permission: Permission): boolean {
  const [resource, action] = permission.split(':') as [Resource, Action];
  return Boolean(permissions?.[resource]?.includes(action));
}

export function isPermission(value: string): value is Permission {
  const [resource, action] = value.split(':');
  const def = resources[resource as Resource];
  return Boolean(def && (def.actions as readonly string[]).includes(action ?? ''));
}
