export * from './accounts';
export * from './billing';
export * from './library';
export * from './nutrition';
export * from './profile';
export * from './programs';
export * from './studio';
export * from './subscription-pauses';
