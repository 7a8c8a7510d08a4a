/** What other modules use of single sign-on: the sign-in broker (iam) and the operator's review. */
export { SsoBroker } from './broker';
export { listConnectionsForReview, reviewConnection } from './review';
export { registerSso } from './routes';
