import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';

export function EmptyState({
  icon: Icon = IconInbox,
  title,
  description,
  action,
}: {
  icon?: ComponentType<{ size?: number }>;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Center py={48} px="md">
      <Stack align="center" gap="xs" ta="center" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <Icon size={28} />
        </ThemeIcon>
        <Title order={4}>{title}</Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Center>
  );
}
