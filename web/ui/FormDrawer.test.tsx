// @vitest-environment jsdom
import { Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CancelButton, FormDrawer } from './FormDrawer';
import { StickyFooter } from './StickyFooter';
import { renderUi } from './testing/render';

const user = userEvent.setup({ delay: null });

/** A drawer whose form is dirty once something is typed. */
function Harness({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  return (
    <FormDrawer opened onClose={onClose} dirty={name !== ''} title="New thing" closeButtonProps={{ 'aria-label': 'Close' }}>
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select label="Kind" data={['Alpha', 'Beta']} />
      <DateInput label="Due date" />
      <StickyFooter>
        <CancelButton />
      </StickyFooter>
    </FormDrawer>
  );
}

async function typeName() {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jane');
}
const discardQuestion = () => screen.queryByText('Discard Changes?');
/** The drawer moves focus to its close button once open: a popover opened before that would close again. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a drawer holding a form', () => {
  it('closes at once on Escape when nothing was changed', async () => {
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(discardQuestion()).toBeNull();
  });

  it('asks before Escape throws away changes, and stays open on No', async () => {
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await typeName();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
    expect(screen.getByText('Changes are not submitted yet. All edits will be lost—continue?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Jane');
  });

  it.each([
    ['the close button', () => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Cancel', () => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['a click outside', () => user.click(document.querySelector('.mantine-Drawer-overlay')!)],
  ])('asks the same question on %s, and closes on Yes', async (_how, close) => {
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await typeName();
    await close();
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks only once when Escape is pressed again on the question (which it closes, as No)', async () => {
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await typeName();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(screen.queryAllByText('Discard Changes?')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes only the open date picker on Escape', async () => {
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await settled();
    await typeName();
    await user.click(screen.getByRole('textbox', { name: 'Due date' }));
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(discardQuestion()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it("closes only a select's open list on Escape", async () => {
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await settled();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    expect(await screen.findByRole('option', { name: 'Alpha' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Alpha' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });
});
