import type { CustomerCheck } from './hooks';
import { selectOpenRequests } from './queries';

/** Request statuses after which nobody works on the request any more (questionnaires §4). */
const closedStatuses = ['CANCELLED', 'COMPLETE', 'COMPLETED', 'SUBMITTED_TO_CUSTOMER'];
const label = (n: number) => `REQ-${String(n).padStart(4, '0')}`;

/**
 * An account with questionnaire requests still being worked on can be neither deleted (the requests
 * would lose their customer) nor deactivated (people would be answering for an account that is off).
 */
export const openRequestsCheck: CustomerCheck = async (tx, organizationId, customer, change) => {
  const found = await selectOpenRequests(tx, organizationId, customer.id, closedStatuses);
  if (found.length === 0) return null;
  const total = Number(found[0]!.total);
  const listed = found.map((r) => label(Number(r.req_num))).join(', ') + (total > found.length ? ` and ${total - found.length} more` : '');
  const noun = total === 1 ? 'an open questionnaire request' : `${total} open questionnaire requests`;
  return change === 'delete'
    ? {
        title: 'This customer account cannot be deleted',
        message: `${customer.name} has ${noun} (${listed}). Complete or cancel ${total === 1 ? 'it' : 'them'} in Questionnaires, then delete the account.`,
      }
    : {
        title: 'This customer account cannot be marked inactive',
        message: `${customer.name} has ${noun} (${listed}). Complete or cancel ${total === 1 ? 'it' : 'them'} in Questionnaires first, so nobody keeps answering for an inactive account.`,
      };
};
