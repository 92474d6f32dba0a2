import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Case {
  /** The importing file, from the repository root. */
  file: string;
  source: string;
}

/**
 * Lints each case with the seams plugin alone (scripts/eslint-seams.mjs, as eslint.config.mjs
 * uses it) in a real Node process: the plugin is ESM and reads ARCHITECTURE.md's arrows table.
 * Answers the messages per case.
 */
function lint(cases: Case[]): string[][] {
  const script = `
    import { Linter } from 'eslint';
    import tseslint from 'typescript-eslint';
    import { seams } from './scripts/eslint-seams.mjs';
    const cases = JSON.parse(process.argv[1]);
    const linter = new Linter({ configType: 'flat' });
    const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { seams }, rules: { 'seams/public-surface': 'error' } }];
    const out = cases.map((c) => linter.verify(c.source, config, { filename: c.file }).map((m) => m.message));
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases.map((c) => ({ ...c, file: path.join(ROOT, c.file) })))],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

describe('module seams (lint seams/public-surface over ARCHITECTURE.md)', () => {
  it('refuses deep imports, edges and ddl from the wrong place, and module arrows not in the table', () => {
    const [deep, edgeFromModule, ddlFromEdge, notAnArrow, typeOnlyNotAnArrow, edgeFromMigration] = lint([
      { file: 'api/src/http/app.ts', source: "import { listInvoicesSql } from '../modules/invoices/invoices.sql';" },
      { file: 'api/src/modules/scenarios/scenarios.resolver.ts', source: "import { InvoicesResolver } from '../invoices/edge';" },
      { file: 'api/src/graphql/schema.ts', source: "import { invoiceLedgerSql } from '../modules/invoices/ddl';" },
      { file: 'api/src/modules/audit/audit.service.ts', source: "import { InvoicesService } from '../invoices';" },
      { file: 'api/src/modules/invoices/invoices.service.ts', source: "import type { ExposureService } from '../exposure';" },
      { file: 'api/src/database/migrations/1.ts', source: "import { invoicesRouter } from '../../modules/invoices/edge';" },
    ]);
    expect(deep).toEqual([
      "'../modules/invoices/invoices.sql' reaches into the invoices module's files; import its door '../modules/invoices' (api/src/modules/invoices/index.ts) instead.",
    ]);
    expect(edgeFromModule).toEqual([expect.stringContaining("'../invoices/edge' is the invoices module's edge")]);
    expect(ddlFromEdge).toEqual([expect.stringContaining('only api/src/database/migrations import it')]);
    expect(notAnArrow).toEqual([
      'The audit module may not import the invoices module: audit → invoices is not in ARCHITECTURE.md\'s "Allowed arrows" table. Add the arrow there (with why), or pass a function in from the composition root.',
    ]);
    expect(typeOnlyNotAnArrow).toEqual([expect.stringContaining('invoices → exposure is not in')]);
    expect(edgeFromMigration).toEqual([expect.stringContaining('is the invoices module')]);
  });

  it('lets each door be used where it is meant to be, arrows in the table, own files and tests through', () => {
    expect(
      lint([
        { file: 'api/src/graphql/schema.ts', source: "import { InvoicesResolver } from '../modules/invoices/edge';" },
        { file: 'api/src/database/migrations/1.ts', source: "import { invoiceLedgerSql } from '../../modules/invoices/ddl';" },
        { file: 'api/src/modules/invoices/invoices.service.ts', source: "import type { AuditService } from '../audit';" },
        { file: 'api/src/modules/reports/jobs/report-jobs.service.ts', source: "import type { AuditService } from '../../audit';" },
        { file: 'api/src/modules/invoices/invoices.rest.ts', source: "import { listInvoicesSql } from './invoices.sql';" },
        { file: 'api/src/services.ts', source: "import { InvoicesService } from './modules/invoices';" },
        { file: 'api/src/modules/audit/audit.test.ts', source: "import { listInvoicesSql } from '../invoices/invoices.sql';" },
        { file: 'api/test/hot-queries.ts', source: "import { listInvoicesSql } from '../src/modules/invoices/invoices.sql';" },
      ]),
    ).toEqual([[], [], [], [], [], [], [], []]);
  });
});
