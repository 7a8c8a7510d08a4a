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
  protectedEmail: 'This user has permissions you do not hold, so only someone who holds them can change their e-mail address.',
  signedInEmail:
    'This person has already set up their account, so only an Admin can change their e-mail address. To give the account to someone else, deactivate it and invite them.',
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

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const orgUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  team_name: z.object({ name: z.string() }),
  /** The role. */
  group: z.object({ id: z.string(), name: z.string(), slug: z.string(), is_builtin: z.boolean() }),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  /** Null: pending first login. */
  last_login: z.string().nullable(),
  /** Someone set the account's password or signed in with it: its address is theirs (decision 0015). */
  has_signed_in: z.boolean(),
  /** Why this account cannot be made inactive right now (the only active admin, or yourself); null when it can. */
  deactivate_refusal: z.string().nullable().optional(),
});
export type OrgUser = z.infer<typeof orgUserSchema>;

/** Besides page, length, total_count and total_pages. */
export const userPaginationExtras = z.object({ totalCount: z.number(), total_active_admins_count: z.number() });

export type UserListPagination = z.infer<typeof userPaginationExtras> & { page: number; length: number; total_count: number; total_pages: number };

export const quickListUserSchema = z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), team_name: z.string() });
export type QuickListUser = z.infer<typeof quickListUserSchema>;

/** POST …/re-invite/ and the create call say how the invitation went out. */
export const invitationResultSchema = z.object({ sent_to: z.string(), transport: z.enum(['smtp', 'outbox']) });
export type InvitationResult = z.infer<typeof invitationResultSchema>;

/** The create call: the new user, and how the invitation went out (null: it could not be sent). */
export const createdUserSchema = orgUserSchema.extend({ invitation: invitationResultSchema.nullable() });
