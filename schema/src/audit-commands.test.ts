import { auditCodeWords } from './audit-commands';

describe('audit action codes in words', () => {
  it.each([
    ['export.scenario_comparison_csv', 'Export scenario comparison CSV'],
    ['api_key.created', 'API key created'],
    ['invoice.sent', 'Invoice sent'],
    ['user.password_changed', 'User password changed'],
    ['export.report_pdf', 'Export report PDF'],
    ['rate.voided', 'Rate voided'],
  ])('%s reads "%s"', (code, words) => {
    expect(auditCodeWords(code)).toBe(words);
  });

  it('says entity types the same way', () => {
    expect(auditCodeWords('api_key')).toBe('API key');
    expect(auditCodeWords('invoice')).toBe('Invoice');
  });
});
