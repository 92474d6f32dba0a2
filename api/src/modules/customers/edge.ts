/** The customers module's edge, for the composition root: its resolver and router. */
export { CustomersResolver } from './customers.resolver';
export { customersRouter } from './customers.rest';
