import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ImportInvoicesDocument } from '../../generated/graphql';
import { DemoModeProvider, REAL_MODE } from '../../layout/DemoMode';
import { renderWithApp } from '../../test/render';
import { parseCsvFile } from './csvFile';
import { ImportCsvDialog } from './ImportCsvDialog';
import { buildFormat, FormatContext } from '../preferences/format';
import { DEFAULT_PREFERENCES, type Preferences } from '@keafx/schema';

const HEADER = 'Invoice #,Company,Amount,Currency,Issue Date,Status';
const file = (text: string, name = 'invoices.csv'): File => new File([text], name, { type: 'text/csv' });

function importMock(result: {
  imported: number;
  firstNumber?: number | null;
  lastNumber?: number | null;
  errors?: { row: number | null; field: string | null; message: string }[];
}): MockedResponse {
  return {
    request: { query: ImportInvoicesDocument, variables: () => true },
    result: {
      data: {
        importInvoices: {
          __typename: 'InvoiceImportResult',
          dryRun: false,
          imported: result.imported,
          firstNumber: result.firstNumber ?? null,
          lastNumber: result.lastNumber ?? null,
          errors: (result.errors ?? []).map((e) => ({ __typename: 'ImportErrorItem', ...e })),
        },
      },
    },
  };
}

/**
 * The dialog over the demo's transport (the GraphQL importInvoices mutation, answered here by
 * MockedProvider); the real one sends the file to the REST path, which the end-to-end tests
 * exercise against the built api (web/e2e/import.spec.ts).
 */
function open(mocks: MockedResponse[] = [], onImported = jest.fn(), formats: Partial<Preferences> = {}) {
  renderWithApp(
    <FormatContext.Provider value={buildFormat({ ...DEFAULT_PREFERENCES, ...formats })}>
      <DemoModeProvider value={{ ...REAL_MODE, demo: true }}>
        <ImportCsvDialog onClose={jest.fn()} onImported={onImported} />
      </DemoModeProvider>
    </FormatContext.Provider>,
    { mocks },
  );
  return { onImported, dialog: screen.getByRole('dialog', { name: 'Import invoices from CSV' }) };
}

async function importFile(text: string): Promise<void> {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file(text)] } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
}

const errorItems = async (): Promise<string[]> => {
  const list = await screen.findByRole('list', { name: 'Import errors' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
};

describe('ImportCsvDialog: SPEC section 5 messages, to the letter', () => {
  it('asks for a file first', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await errorItems()).toEqual(['Choose a CSV file to import.']);
  });

  it.each([
    ['an empty file', ''],
    ['headers only', HEADER],
    ['blank lines only', `${HEADER}\n\n,,,,,\n`],
  ])('calls %s empty or invalid', async (_name, text) => {
    open();
    await importFile(text);
    expect(await errorItems()).toEqual(['CSV file is empty or invalid. Please ensure the file has headers and at least one data row.']);
    expect(screen.getByText('The file cannot be imported.')).toBeInTheDocument();
  });

  it('names the missing headers', async () => {
    open();
    await importFile('Company,Amount,Issue Date\nAcme,1,2026-01-01');
    expect(await errorItems()).toEqual([
      'Missing required headers: Invoice #, Currency, Status. Please ensure your CSV has all required columns.',
    ]);
  });

  it('lists every row error with its row and field, and sends nothing to the api', async () => {
    open([]);
    await importFile(
      [HEADER, 'ABC,Acme,100,USD,2026-01-15,Sent', 'INV-0002, ,abc,XYZ,01/15/2026,Pending', 'INV-0003,Beta,-5,USD,2026-02-30,draft'].join(
        '\n',
      ),
    );
    expect(await errorItems()).toEqual([
      'Row 2 · Invoice #: Invalid invoice number format "ABC". Expected format: INV-0001 or numeric value.',
      'Row 3 · Company: Company is required',
      'Row 3 · Currency: Currency "XYZ" is not supported. Use one of the 23 supported codes, such as USD, EUR, GBP or JPY.',
      'Row 3 · Amount: Amount must be a positive number',
      'Row 3 · Issue Date: Issue Date "01/15/2026" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format: read as DD/MM/YYYY, there is no month 15 (for 15 January 2026, write 15/01/2026)',
      'Row 3 · Status: Status "Pending" is not valid. Please use Draft, Sent, Overdue, or Paid.',
      'Row 4 · Amount: Amount must be a positive number',
      'Row 4 · Issue Date: Issue Date "2026-02-30" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format',
    ]);
    expect(screen.getByText('The file has 8 errors; nothing was imported.')).toBeInTheDocument();
  });

  it("shows the server's duplicate-number message when a number already exists", async () => {
    const { onImported } = open([
      importMock({
        imported: 0,
        errors: [{ row: 2, field: 'Invoice #', message: 'Invoice #7 already exists. Please use a unique invoice number.' }],
      }),
    ]);
    await importFile(`${HEADER}\nINV-0007,Acme,100,USD,2026-01-15,Sent`);
    expect(await errorItems()).toEqual(['Row 2 · Invoice #: Invoice #7 already exists. Please use a unique invoice number.']);
    expect(screen.getByText('The file has 1 error; nothing was imported.')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('imports a good file through the api and reports the numbers', async () => {
    const { onImported } = open([importMock({ imported: 2, firstNumber: 41, lastNumber: 42 })]);
    await importFile(
      `${HEADER}\nINV-0041,"Kiwi, Ltd",$1,200.50,USD,2026-01-15,Sent\n42,Beta,99,EUR,2026-01-16,paid`.replace('$1,200.50', '"$1,200.50"'),
    );
    expect(await screen.findByText('Imported 2 invoices (#41 to #42).')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('imports 10,000 rows, reporting progress while it reads', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `INV-${i + 1},Customer ${i % 50},${100 + i}.25,USD,2026-01-15,Sent`);
    const text = [HEADER, ...rows].join('\n');
    const seen: number[] = [];
    const table = await parseCsvFile(file(text), (fraction) => seen.push(fraction));
    expect(table).toHaveLength(10_001);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen[seen.length - 1]).toBe(1);

    open([importMock({ imported: 10_000, firstNumber: 1, lastNumber: 10_000 })]);
    await importFile(text);
    await waitFor(() => expect(screen.getByText(/Reading file|Checking|Saving|Imported/)).toBeInTheDocument());
    expect(await screen.findByText('Imported 10,000 invoices (#1 to #10000).', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);
});

describe("ImportCsvDialog: dates and amounts in the owner's formats (issue 26)", () => {
  const WITH_DUE = `${HEADER},Due Date`;

  it("says which forms it reads, by the owner's preferences", () => {
    open([], jest.fn(), { dateFormat: 'mm/dd/yyyy', numberFormat: 'period' });
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
      /Amount \(e\.g\. 1234\.56 or 1\.234,56\), Currency, Issue Date \(YYYY-MM-DD or MM\/DD\/YYYY\)/,
    );
  });

  it('a DD/MM/YYYY owner imports 01/10/2026 (as NZ Excel writes it) and a period owner 1.234,56', async () => {
    const { onImported } = open([importMock({ imported: 1, firstNumber: 1, lastNumber: 1 })], jest.fn(), {
      dateFormat: 'dd/mm/yyyy',
      numberFormat: 'period',
    });
    await importFile(`${WITH_DUE}\nINV-0001,Kea Ltd,"1.234,56",USD,01/10/2026,Sent,31/10/2026`);
    expect(await screen.findByText('Imported 1 invoice (#1 to #1).')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith(1);
  });

  it('lists an impossible date and one in the other order by row and column, with the format expected, and imports nothing', async () => {
    const { onImported } = open([importMock({ imported: 0, errors: [] })], jest.fn(), { dateFormat: 'mm/dd/yyyy' });
    await importFile(
      [
        WITH_DUE,
        'INV-0001,Kea Ltd,10,USD,01/10/2026,Sent,',
        'INV-0002,Tui Ltd,10,USD,02/30/2026,Sent,',
        '3,Moa,10,USD,13/25/2026,Sent,',
      ].join('\n'),
    );
    expect(await errorItems()).toEqual([
      'Row 3 · Issue Date: Issue Date "02/30/2026" must be a valid date in YYYY-MM-DD or MM/DD/YYYY format: read as MM/DD/YYYY, February 2026 has 28 days',
      'Row 4 · Issue Date: Issue Date "13/25/2026" must be a valid date in YYYY-MM-DD or MM/DD/YYYY format: read as MM/DD/YYYY, there is no month 13',
    ]);
    expect(screen.getByText('The file has 2 errors; nothing was imported.')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });
});
