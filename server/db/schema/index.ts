export * from './organizations';
export * from './users';
export * from './platform';
export * from './products';
export * from './customers';
export * from './jobs';
export * from './trust-center-content';
export * from './questionnaires';
