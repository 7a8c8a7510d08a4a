// @vitest-environment jsdom
import { Button, Tabs } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabsBar } from './TabsBar';
import { renderUi } from './testing/render';

describe("a page's tab bar", () => {
  it('keeps the actions out of the tablist, on a row that wraps under the tabs when the page is narrow', () => {
    renderUi(
      <Tabs defaultValue="a">
        <TabsBar actions={<Button>Import answered questionnaire</Button>}>
          <Tabs.Tab value="a">Documents</Tabs.Tab>
          <Tabs.Tab value="b">Answer library</Tabs.Tab>
        </TabsBar>
      </Tabs>,
    );
    const tablist = screen.getByRole('tablist');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Documents', 'Answer library']);
    const action = screen.getByRole('button', { name: 'Import answered questionnaire' });
    expect(tablist.contains(action)).toBe(false);
    const bar = screen.getByTestId('tabs-bar');
    expect(bar.contains(action)).toBe(true);
    expect(bar.style.getPropertyValue('--group-wrap')).toBe('wrap');
  });
});
