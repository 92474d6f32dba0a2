/** The hedges module's database code for migrations (the door api/src/database/migrations use). */
import { loadSqlFile } from '../../database/sql-files';

/** hedge_contracts_totals(): keeps hedge_open_totals (sql/hedge-totals.sql), for migrations. */
export function hedgeTotalsSql(): string {
  return loadSqlFile(__dirname, 'hedge-totals.sql');
}
