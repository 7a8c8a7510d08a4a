/** Test helpers other modules' tests may use (a module's internals stay behind its index.ts). */
export * from './test-support';
export { buildDemoQuestionnaire } from './demo-workbook';
