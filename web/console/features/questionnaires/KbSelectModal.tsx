import { Alert, Anchor, Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useKbDocuments } from './api';

/** 'Start AI' asks which knowledge-base documents to answer from (questionnaires §2.7, §4 MISSING_KB_FILES). */
export function KbSelectModal({ opened, onClose, initial, onStart, loading }: { opened: boolean; onClose: () => void; initial: string[]; onStart: (ids: string[]) => void; loading: boolean }) {
  const docs = useKbDocuments(opened);
  const [chosen, setChosen] = useState<string[]>(initial);
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (opened) setChosen(initial.length ? initial : (docs.data ?? []).map((d) => d.id));
  }, [opened, initial, docs.data]);
  const list = (docs.data ?? []).filter((d) => d.name.toLowerCase().includes(search.toLowerCase()));
  const all = docs.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={<Text component="span" fw={650}>Choose knowledge-base documents</Text>} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">The AI drafts each answer from your approved answers and from the documents you choose here, and cites what it used.</Text>
        {docs.isLoading ? (
          <Skeleton h={160} />
        ) : all.length === 0 ? (
          <Alert icon={<IconInfoCircle size={18} />} color="orange" variant="light" title="No documents in the knowledge hub yet">
            The AI will answer from your approved answers only. Add your security policies to the{' '}
            <Anchor component={Link} to="/questionnaires/knowledge-hub" fz="sm" onClick={onClose}>
              knowledge hub
            </Anchor>{' '}
            for better drafts.
          </Alert>
        ) : (
          <>
            <Group justify="space-between">
              <TextInput size="xs" placeholder="Search documents" leftSection={<IconSearch size={14} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={260} />
              <Group gap="xs">
                <Button size="xs" variant="subtle" onClick={() => setChosen(all.map((d) => d.id))}>Select all</Button>
                <Button size="xs" variant="subtle" color="gray" onClick={() => setChosen([])}>Clear</Button>
              </Group>
            </Group>
            <ScrollArea.Autosize mah={320}>
              <Checkbox.Group value={chosen} onChange={setChosen}>
                <Stack gap={8}>
                  {list.map((d) => <Checkbox key={d.id} value={d.id} label={d.name} description={d.detail} />)}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="space-between" mt="xs">
          <Text size="sm" c="dimmed">{chosen.length} of {all.length} selected</Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button onClick={() => onStart(chosen)} disabled={chosen.length === 0 && all.length > 0} loading={loading}>Start AI</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
