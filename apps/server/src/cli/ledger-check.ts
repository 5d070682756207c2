import { openDatabase } from '../db/client';
import { loadDotEnv, parseEnv } from '../env';
import { formatCentavos } from '@cuidar/domain/format';
import { checkLedger } from '../features/ledger/service';

// npm run ledger:check — reconciles the ledger with itself, the bookings' payments and the
// provider's events (docs/decisions/0033), and the caregivers' payouts (0035). Prints a summary; exits 1 on any mismatch. On the
// embedded database, stop the server first: one process per folder.

async function main() {
  loadDotEnv();
  const env = parseEnv(process.env);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pg`, poolSize: 2 });
  try {
    await database.migrate();
    const report = await checkLedger(database.db);
    console.log('Razão do Cuidar — conferência');
    console.log(`  transações: ${report.counts.transactions} · partidas: ${report.counts.entries} · contas: ${report.counts.accounts} · reservas com custódia: ${report.counts.bookings}`);
    console.log(`  pago: ${formatCentavos(report.totals.paid)} · reembolsado: ${formatCentavos(report.totals.refunded)} · liberado: ${formatCentavos(report.totals.released)} · em custódia: ${formatCentavos(report.totals.held)} · repassado: ${formatCentavos(report.totals.paidOut)}`);
    if (report.ok) {
      console.log('  tudo confere.');
    } else {
      console.error(`  ${report.problems.length} divergência(s):`);
      for (const problem of report.problems) console.error(`  - ${problem}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
