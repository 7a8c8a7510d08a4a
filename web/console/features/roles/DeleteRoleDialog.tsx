import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { roleMessages, type Role } from '@shared/contracts/roles';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useDeleteRole, useRoles } from './api';

/**
 * Deleting a custom role. A role in use cannot just disappear: its users must go somewhere, so the
 * dialog asks which role they move to (the server refuses otherwise).
 */
export function DeleteRoleDialog({ role, onClose, onDeleted }: { role: Role; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteRole();
  const others = useRoles({ page: 1, length: 200, sort_by: 'name' });
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inUse = role.user_count > 0;
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
        {inUse ? (
          <>
            <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
              {role.user_count} {role.user_count === 1 ? 'user has' : 'users have'} this role. Choose where {role.user_count === 1 ? 'they go' : 'they all go'}:
              their access changes to that role at once.
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
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {inUse ? 'Move users and delete' : 'Delete role'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
