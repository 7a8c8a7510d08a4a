/** The platform operator: created by the CLI, reviews tenants' single sign-on on /operator. */
export { upsertOperator } from './service';
export { registerOperator } from './routes';
