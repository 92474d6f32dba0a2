/** The customers module's door for other modules: its service and the types an invoice's customer takes. */
export {
  CustomersService,
  parseCustomerId,
  type CustomerId,
  type CustomerRecord,
  type CustomerTaxFacts,
  type InvoiceCustomer,
  type MoveInvoices,
} from './customers.service';
