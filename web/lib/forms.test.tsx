// @vitest-environment jsdom
import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { topicInput, topicMessages } from '@shared/contracts/security-topics';
import { confirmAction } from '../ui/confirm';
import { renderUi } from '../ui/testing/render';
import { ApiError } from './api';
import { showServerErrors, useContractForm } from './forms';

function TopicForm({ onSave }: { onSave: (v: unknown) => Promise<void> }) {
  const form = useContractForm(topicInput, { heading: '', description: '', is_active: true });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      showServerErrors(form, err);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Heading" {...form.getInputProps('heading')} />
      <TextInput label="Description" {...form.getInputProps('description')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('a console form checked by its API contract', () => {
  it("shows the contract's message on the field and sends nothing", async () => {
    const onSave = vi.fn();
    renderUi(<TopicForm onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(topicMessages.headingRequired)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Heading' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('submits with Enter, sending the values as the contract reads them (trimmed, defaulted)', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderUi(<TopicForm onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Heading' }), '  Encryption everywhere  {Enter}');
    expect(onSave).toHaveBeenCalledWith({ heading: 'Encryption everywhere', description: '', is_active: true });
  });

  it("puts the server's refusal on the field it names", async () => {
    const onSave = vi.fn().mockRejectedValue(new ApiError(400, [{ code: 'invalid', detail: 'Heading: A topic with this heading exists', attr: 'heading' }]));
    renderUi(<TopicForm onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Heading' }), 'Encryption{Enter}');
    expect(await screen.findByText('A topic with this heading exists')).toBeTruthy();
  });
});

describe('a confirmation', () => {
  it('resolves true when confirmed and false when cancelled', async () => {
    renderUi(<div />);
    const yes = confirmAction({ title: 'Delete the report?', message: 'It leaves the Trust Center.', confirmLabel: 'Delete', danger: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(yes).resolves.toBe(true);
    const no = confirmAction({ title: 'Delete the report?', message: 'It leaves the Trust Center.', confirmLabel: 'Delete' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(no).resolves.toBe(false);
  });
});
