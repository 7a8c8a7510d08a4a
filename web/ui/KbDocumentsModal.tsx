import { Alert, Anchor, Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { KbDocumentOption } from '@shared/contracts/questionnaires';
import { useKbDocuments } from '../lib/kbDocuments';

export interface KbDocumentsModalProps {
  opened: boolean;
  onClose: () => void;
  /** The documents chosen last time; all of them when empty. */
  initial?: string[];
  intro: string;
  /** What to do without documents, after "No documents in the knowledge hub yet". */
  emptyHint: (hubLink: ReactNode) => ReactNode;
  actionLabel: string;
  /** Whether the action may run with no documents at all (answers from the library only). */
  allowNone?: boolean;
  onConfirm: (ids: string[]) => void;
  loading: boolean;
  /** The products the answers are for: documents of other products only are not chosen at first. */
  productIds?: string[];
}

/** Which knowledge-base documents the AI answers from (questionnaires §2.7, §4, §8 MISSING_KB_FILES). */
export function KbDocumentsModal({
  opened,
  onClose,
  initial,
  intro,
  emptyHint,
  actionLabel,
  allowNone = false,
  onConfirm,
  loading,
  productIds = [],
}: KbDocumentsModalProps) {
  const docs = useKbDocuments(opened);
  const all = docs.data ?? [];
  const [chosen, setChosen] = useState<string[]>(initial ?? []);
  const [search, setSearch] = useState('');
  const forAsked = productIds.join(',');
  useEffect(() => {
    if (!opened) return;
    const asked = forAsked ? forAsked.split(',') : [];
    // First time: every document that can speak for the products asked about (all of them when none is named).
    const fits = (d: KbDocumentOption) => !d.productIds || asked.length === 0 || d.productIds.some((id) => asked.includes(id));
    setChosen(initial?.length ? initial : (docs.data ?? []).filter(fits).map((d) => d.id));
  }, [opened, initial, docs.data, forAsked]);
  const list = all.filter((d) => d.name.toLowerCase().includes(search.toLowerCase()));
  const hubLink = (
    <Anchor component={Link} to="/questionnaires/knowledge-hub" fz="sm" onClick={onClose}>
      knowledge hub
    </Anchor>
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={650}>
          Choose knowledge-base documents
        </Text>
      }
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {docs.isLoading ? (
          <Skeleton h={160} />
        ) : all.length === 0 ? (
          <Alert icon={<IconInfoCircle size={18} />} color="orange" variant="light" title="No documents in the knowledge hub yet">
            {emptyHint(hubLink)}
          </Alert>
        ) : (
          <>
            <Group justify="space-between">
              <TextInput
                size="xs"
                placeholder="Search documents"
                leftSection={<IconSearch size={14} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                w={260}
                aria-label="Search documents"
              />
              <Group gap="xs">
                <Button size="xs" variant="subtle" onClick={() => setChosen(all.map((d) => d.id))}>
                  Select all
                </Button>
                <Button size="xs" variant="subtle" color="gray" onClick={() => setChosen([])}>
                  Clear
                </Button>
              </Group>
            </Group>
            <ScrollArea.Autosize mah={320}>
              <Checkbox.Group value={chosen} onChange={setChosen} aria-label="Documents">
                <Stack gap={8}>
                  {list.map((d) => (
                    <Checkbox key={d.id} value={d.id} label={d.name} description={d.detail} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="space-between" mt="xs">
          <Text size="sm" c="dimmed">
            {chosen.length} of {all.length} selected
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(chosen)} disabled={chosen.length === 0 && !(allowNone && all.length === 0)} loading={loading}>
              {actionLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
