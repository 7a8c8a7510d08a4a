// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionnaireRequestView } from '@shared/contracts/questionnaires';
import { signedIn } from '@web/console/auth/test-session';
import { renderUi } from '@web/ui/testing/render';
import { RequestInfoPanel } from './RequestInfoPanel';

const request = {
  id: 'q1',
  req_num: 6,
  customer_type: 'NEW',
  customer: { id: 'c1', name: 'Globex Financial' },
  source_relation_type: 'DIRECT',
  customer_mrr: 12000,
  owner: null,
  assignees: [],
  products: [],
  requestor: '',
  gtm_poc: null,
  due_date: null,
  due_date_source: null,
  customer_comments: '',
  status: 'OPEN',
  allowed_actions: { is_editable: false },
} as unknown as QuestionnaireRequestView;

afterEach(() => vi.unstubAllGlobals());

describe('the request information panel', () => {
  it('shows the MRR as the customer list does ($12,000), whatever language the browser is set to', () => {
    // A browser set to German formats a number with no locale named as "12.000 $".
    const NumberFormat = Intl.NumberFormat;
    const german = (locales?: string | string[], options?: Intl.NumberFormatOptions) => new NumberFormat(locales ?? 'de-DE', options);
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: german });
    renderUi(signedIn(<RequestInfoPanel request={request} />));
    expect(screen.getByText('$12,000')).toBeTruthy();
  });
});
