import 'reflect-metadata';
import { printType, type GraphQLInputObjectType } from 'graphql';
import { Arg, buildSchemaSync, Query, Resolver } from 'type-graphql';
import { amount, command, currency, isoDate, oneOf, optional, text } from '../../../schema/src/command';
import { inputFromCommand } from './command-input';

/** A command with one field of each kind an invoice column can be, and a new text field nobody printed by hand. */
const SAMPLE = command('graphql', {
  customer: (w) => text(w, { max: 120 }),
  currency: (w) => currency(w),
  amount: (w) => amount(w),
  dueDate: (w) => isoDate(w),
  status: (w) => optional(oneOf(['draft', 'sent'], `${w} must be draft or sent`)),
  taxNumber: (w) => optional(text(w, { max: 20, required: false })),
  kind: (w) => oneOf(['goods', 'services'], `${w} must be goods or services`),
});

const SampleInput = inputFromCommand('SampleInput', SAMPLE as never, {
  description: 'A sample.',
  describe: (key) => (key === 'customer' ? 'Who is invoiced' : undefined),
  omitted: 'optional',
});

@Resolver()
class SampleResolver {
  @Query(() => String)
  sample(@Arg('input', () => SampleInput) input: Record<string, unknown>): string {
    return JSON.stringify(input);
  }
}

describe('a GraphQL input printed from its command', () => {
  const schema = buildSchemaSync({ resolvers: [SampleResolver], validate: false });
  const printed = printType(schema.getType('SampleInput') as GraphQLInputObjectType);

  it('has the command’s fields in order, non-null where required, typed by their JSON Schema', () => {
    const fields = printed
      .split('\n')
      .filter((l) => /^ {2}\w+: /.test(l))
      .map((l) => l.trim());
    expect(fields).toEqual([
      'customer: String!',
      'currency: Currency!',
      'amount: Decimal!',
      'dueDate: Date!',
      'status: InvoiceStatus',
      'taxNumber: String',
      'kind: String!',
    ]);
  });

  it('describes each field by the caller’s words and the limits the command checks', () => {
    const described = Object.fromEntries(
      Object.values((schema.getType('SampleInput') as GraphQLInputObjectType).getFields()).map((f) => [f.name, f.description]),
    );
    expect(described).toEqual({
      customer: 'Who is invoiced, 1 to 120 characters.',
      currency: 'ISO 4217 code (any case).',
      amount: "Positive, at most the currency's minor unit (JPY whole).",
      dueDate: 'YYYY-MM-DD, on or after 1990-01-01.',
      status: 'Optional.',
      taxNumber: 'Up to 20 characters; optional.',
      kind: undefined,
    });
    expect(printed).toContain('"""A sample."""');
  });
});
