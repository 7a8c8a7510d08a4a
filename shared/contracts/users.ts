import { z } from 'zod';

/** Organisation users (portal §2 Organisation User Management, §3 User, §5, §7). */
export const userMessages = {
  lastAdmin: 'At least one admin account is required. Please add another account before marking this one as inactive',
  lastAdminRole: "At least one admin account is required. Please add another admin before changing this account's role",
  emailTaken: 'A user with this email address already exists in your organisation.',
  emailInvalid: 'Please enter a valid email address',
  firstNameRequired: 'Please enter a first name',
  roleRequired: 'Please choose a role',
  roleUnknown: 'This role does not exist. Please choose another one.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfRole: 'You cannot change your own role.',
  beyondOwn: 'You can only give a user a role whose permissions you hold yourself.',
  protectedUser: 'This user has permissions you do not hold, so you cannot change their account.',
  inviteInactive: 'This user is inactive. Activate the account before resending the invitation.',
  invitationSent: 'Invitation sent successfully',
  created: 'User created and invitation sent',
  updated: 'User updated successfully',
  activated: 'User activated',
  deactivated: 'User deactivated',
  notFound: 'This user does not exist or is not part of your organisation.',
} as const;

export const userSortFields = ['first_name', 'last_name', 'email', 'created_at', 'last_login', 'group'] as const;
export const quickListGroups = ['admin', 'itadmin', 'poweruser', 'sales', 'salesadmin', 'sme'] as const;

const email = z.string().trim().toLowerCase().max(254).email(userMessages.emailInvalid);
const userShape = {
  first_name: z.string().trim().min(1, userMessages.firstNameRequired).max(80, 'Keep the first name under 80 characters'),
  last_name: z.string().trim().max(80, 'Keep the last name under 80 characters').default(''),
  email,
  team_name: z.string().trim().max(80, 'Keep the team name under 80 characters').default(''),
  group_id: z.uuid(userMessages.roleRequired),
};

export const userInput = z.object(userShape);
export type UserInput = z.input<typeof userInput>;

/** Partial update: the active toggle, or the edit form's fields. */
export const userPatch = z
  .object({
    first_name: userShape.first_name,
    last_name: z.string().trim().max(80, 'Keep the last name under 80 characters'),
    email,
    team_name: z.string().trim().max(80, 'Keep the team name under 80 characters'),
    group_id: userShape.group_id,
    is_active: z.boolean(),
  })
  .partial();
export type UserPatch = z.input<typeof userPatch>;

export const userListQuery = z.object({
  is_active: z.enum(['1', '0']).optional(),
  group_id: z.uuid().optional(),
});

export const quickListQuery = z.object({
  length: z.coerce.number().int().min(1).max(100).default(30),
  /** One or more role slugs (repeat the parameter or separate with commas). */
  group: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      v === undefined
        ? []
        : (Array.isArray(v) ? v : [v])
            .flatMap((x) => x.split(','))
            .map((x) => x.trim())
            .filter(Boolean),
    ),
  search: z.string().max(200).optional(),
});

export interface OrgUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  team_name: { name: string };
  /** The role. */
  group: { id: string; name: string; slug: string; is_builtin: boolean };
  is_admin: boolean;
  is_active: boolean;
  created_at: string;
  /** Null: pending first login. */
  last_login: string | null;
  /** Why this account cannot be made inactive right now (the only active admin, or yourself); null when it can. */
  deactivate_refusal?: string | null;
}

export interface UserListPagination {
  page: number;
  length: number;
  total_count: number;
  totalCount: number;
  total_pages: number;
  total_active_admins_count: number;
}

export interface QuickListUser {
  id: string;
  first_name: string;
  last_name: string;
  team_name: string;
}

/** POST …/re-invite/ and the create call say how the invitation went out. */
export interface InvitationResult {
  sent_to: string;
  transport: 'smtp' | 'outbox';
}
