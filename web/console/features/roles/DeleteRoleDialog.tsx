import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { roleMessages, type Role } from '@shared/contracts/roles';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useDeleteRole, useRoleUserCount, useRoles } from './api';

/**
 * Deleting a custom role. A role in use cannot just disappear: its users must go somewhere, so the
 * dialog asks which role they move to (the server refuses otherwise). How many users hold it is read
 * afresh when the dialog opens: the list row it was opened from may predate a user's change of role.
 */
export function DeleteRoleDialog({ role, onClose, onDeleted }: { role: Role; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteRole();
  const others = useRoles({ page: 1, length: 200, sort_by: 'name' });
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const current = useRoleUserCount(role.id);
  // Should the count not load, the list's figure stands: the server refuses to drop a role still in use anyway.
  const checked = !current.isPending;
  const userCount = current.data ?? role.user_count;
  const inUse = userCount > 0;
  const options = (others.data?.data.roles ?? []).filter((r) => r.id !== role.id).map((r) => ({ value: r.id, label: r.name }));

  async function confirm() {
    if (inUse && !target) {
      setError('Choose the role its users move to');
      return;
    }
    try {
      const res = await remove.mutateAsync({ id: role.id, move_users_to: inUse ? target! : undefined });
      notifySuccess(
        res.moved_users ? `${roleMessages.deleted}. ${res.moved_users} ${res.moved_users === 1 ? 'user was' : 'users were'} moved.` : roleMessages.deleted,
      );
      onClose();
      onDeleted?.();
    } catch (err) {
      const f = fieldErrors(err);
      if (f.move_users_to) setError(f.move_users_to);
      else notifyError(err);
    }
  }

  return (
    <Modal opened onClose={onClose} title={<Text fw={650}>Delete role “{role.name}”?</Text>}>
      <Stack gap="md">
        {!checked ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Checking who has this role…
            </Text>
          </Group>
        ) : inUse ? (
          <>
            <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
              {userCount} {userCount === 1 ? 'user has' : 'users have'} this role. Choose where {userCount === 1 ? 'they go' : 'they all go'}: their access
              changes to that role at once.
            </Alert>
            <Select
              label="Move users to"
              placeholder="Choose a role"
              withAsterisk
              data={options}
              value={target}
              onChange={(v) => {
                setTarget(v);
                setError(undefined);
              }}
              error={error}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
          </>
        ) : (
          <Text size="sm">No one has this role. It will be deleted; this cannot be undone.</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending} disabled={!checked}>
            {inUse ? 'Move users and delete' : 'Delete role'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
