export * from './access.js';
export * from './enums.js';
export * from './errors.js';
export * from './format.js';
export * from './messages.js';
export * from './rules.js';
export * from './schemas/auth.js';
export * from './schemas/common.js';
