export * from './currencies';
export * from './dates';
export * from './money';
export * from './invoice-status';
export * from './invoice-input';
export * from './invoice-number';
export * from './rates';
export * from './reports';
