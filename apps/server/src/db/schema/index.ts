export * from './accounts';
export * from './billing';
export * from './library';
export * from './programs';
