/** The Salesforce Account fields the customer import reads once the CRM is connected. */
export const salesforceAccountFields = [
  { name: 'Id', label: 'Account ID', type: 'id' },
  { name: 'Name', label: 'Account Name', type: 'string' },
  { name: 'Website', label: 'Website', type: 'url' },
  { name: 'Type', label: 'Account Type', type: 'picklist' },
  { name: 'Industry', label: 'Industry', type: 'picklist' },
  { name: 'OwnerId', label: 'Account Owner', type: 'reference' },
  { name: 'AnnualRevenue', label: 'Annual Revenue', type: 'currency' },
  { name: 'LastModifiedDate', label: 'Last Modified Date', type: 'datetime' },
];
