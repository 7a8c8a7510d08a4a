/** Test support other modules' tests use (the sign-in driver); not for production code. */
export { TestBrowser } from './sign-in-driver';
