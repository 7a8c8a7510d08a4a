/** What other modules use of customers; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { customersSection } from './dashboard';
export { findCustomer, findCustomerByDomain, insertCustomer, registerCustomerCleanup, registerMemberCounter } from './service';
