export * from './organizations';
export * from './users';
export * from './platform';
export * from './products';
export * from './customers';
export * from './jobs';
