/** The CRM (Salesforce) connection: what other modules use. */
export { accountFields, callbackUri, connectionView } from './service';
export { registerCrm } from './routes';
