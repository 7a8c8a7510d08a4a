import { Alert, Anchor, Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useKbDocuments } from './api';

/** Regenerating needs to know which knowledge-base documents to answer from (questionnaires §8 MISSING_KB_FILES). */
export function KbPickerModal({ opened, onClose, onChoose, loading }: { opened: boolean; onClose: () => void; onChoose: (ids: string[]) => void; loading: boolean }) {
  const docs = useKbDocuments(opened);
  const all = docs.data ?? [];
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (opened) setChosen((docs.data ?? []).map((d) => d.id));
  }, [opened, docs.data]);
  const list = all.filter((d) => d.name.toLowerCase().includes(search.toLowerCase()));
  return (
    <Modal opened={opened} onClose={onClose} title={<Text component="span" fw={650}>Choose knowledge-base documents</Text>} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">The AI answers from your approved answers and from the documents you choose here, and cites what it used.</Text>
        {docs.isLoading ? (
          <Skeleton h={160} />
        ) : all.length === 0 ? (
          <Alert icon={<IconInfoCircle size={18} />} color="orange" variant="light" title="No documents in the knowledge hub yet">
            Add your security policies to the{' '}
            <Anchor component={Link} to="/questionnaires/knowledge-hub" fz="sm" onClick={onClose}>knowledge hub</Anchor> first.
          </Alert>
        ) : (
          <>
            <Group justify="space-between">
              <TextInput size="xs" placeholder="Search documents" leftSection={<IconSearch size={14} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={260} aria-label="Search documents" />
              <Group gap="xs">
                <Button size="xs" variant="subtle" onClick={() => setChosen(all.map((d) => d.id))}>Select all</Button>
                <Button size="xs" variant="subtle" color="gray" onClick={() => setChosen([])}>Clear</Button>
              </Group>
            </Group>
            <ScrollArea.Autosize mah={320}>
              <Checkbox.Group value={chosen} onChange={setChosen}>
                <Stack gap={8}>{list.map((d) => <Checkbox key={d.id} value={d.id} label={d.name} />)}</Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="space-between" mt="xs">
          <Text size="sm" c="dimmed">{chosen.length} of {all.length} selected</Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button onClick={() => onChoose(chosen)} disabled={chosen.length === 0} loading={loading}>Generate</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
