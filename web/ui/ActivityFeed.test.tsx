// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ActivitySentence } from './ActivityFeed';
import { renderUi } from './testing/render';

const sentence = (actor: string, description: string) =>
  renderUi(<ActivitySentence actor={actor} description={description} />).container.querySelector('p')?.textContent;

describe('a line of the activity log', () => {
  it('reads as one sentence whether the description starts with what was done or names its own subject', () => {
    expect(sentence('Ada Admin', 'Created request REQ-0001')).toBe('Ada Admin created request REQ-0001');
    expect(sentence('Ada Admin', 'Sent the invitation to Gus')).toBe('Ada Admin sent the invitation to Gus');
    expect(sentence('Gus Grant', 'Gus Grant (gus@globex.com) downloaded "SOC 2"')).toBe('Gus Grant (gus@globex.com) downloaded "SOC 2"');
    expect(sentence('Trustroom', 'REQ-0006 moved to complete')).toBe('Trustroom: REQ-0006 moved to complete');
  });
});
