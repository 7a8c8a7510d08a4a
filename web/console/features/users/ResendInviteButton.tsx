import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { userMessages, type OrgUser } from '@shared/contracts/users';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useReinvite } from './api';

/** Resend invitation (portal §5, §7): disabled for inactive users; the call goes out after 100 ms. */
export function ResendInviteButton({ user }: { user: Pick<OrgUser, 'id' | 'email' | 'is_active'> }) {
  const reinvite = useReinvite();
  const label = user.is_active ? `Resend invitation to ${user.email}` : 'Resend invitation is not available for inactive users';
  return (
    <Tooltip label={label}>
      <span>
        <ActionIcon
          variant="subtle"
          color="brand"
          aria-label={`Resend invitation to ${user.email}`}
          disabled={!user.is_active}
          loading={reinvite.isPending}
          onClick={() =>
            reinvite.mutate(user.id, {
              onSuccess: () => notifySuccess(userMessages.invitationSent),
              onError: (err) => notifyError(err),
            })
          }
        >
          <IconMailForward size={18} />
        </ActionIcon>
      </span>
    </Tooltip>
  );
}
