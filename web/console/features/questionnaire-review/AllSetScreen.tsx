import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { questionMessages } from '@shared/contracts/questions';

/** An SME with nothing left in this file (questionnaires §2.8). */
export function AllSetScreen() {
  return (
    <Paper withBorder>
      <Center py={64} px="md">
        <Stack align="center" ta="center" gap="sm" maw={460} data-testid="all-set">
          <ThemeIcon size={72} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={3}>{questionMessages.allSetTitle}</Title>
          <Text c="dimmed">{questionMessages.allSetText}</Text>
          <Button component={Link} to="/" mt="sm">
            {questionMessages.backToDashboard}
          </Button>
        </Stack>
      </Center>
    </Paper>
  );
}
