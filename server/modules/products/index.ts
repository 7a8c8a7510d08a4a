/** What other modules use of products; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { productsSection } from './dashboard';
