/** The CRM (Salesforce) connection: what other modules use. */
export { accountFields, connectionView } from './service';
export { registerCrm } from './routes';
