import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A problem with an imported CSV file or one of its rows.', simpleResolvers: true })
export class ImportErrorItem {
  @Field(() => Int, { nullable: true, description: 'The file line (2 is the first data row); null for the file as a whole.' })
  row!: number | null;

  @Field(() => String, { nullable: true, description: 'The column at fault, as the template names it (Invoice #, Company, ...).' })
  field!: string | null;

  @Field(() => String, { description: "What is wrong, in SPEC's words." })
  message!: string;
}

@ObjectType({ description: 'The outcome of an import: every row saved, or none and every error.', simpleResolvers: true })
export class InvoiceImportResult {
  @Field(() => Int, { description: 'How many invoices were saved (0 when there are errors or on a dry run).' })
  imported!: number;

  @Field(() => Boolean, { description: 'True when the file was only checked.' })
  dryRun!: boolean;

  @Field(() => [ImportErrorItem], { description: 'Every problem found; empty when the file is good.' })
  errors!: ImportErrorItem[];

  @Field(() => Int, { nullable: true, description: 'The lowest invoice number in the file.' })
  firstNumber!: number | null;

  @Field(() => Int, { nullable: true, description: 'The highest invoice number in the file.' })
  lastNumber!: number | null;
}
