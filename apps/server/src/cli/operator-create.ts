import { parseArgs } from 'node:util';
import { emailSchema, fullNameSchema } from '@cuidar/domain/auth';
import { openDatabase } from '../db/client';
import { buildDeps } from '../deps';
import { loadDotEnv, parseEnv } from '../env';
import { createLogger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { createOperator, OperatorExistsError } from '../features/operators/service';

// npm run operator:create -- --email pessoa@cuidar.com.br --name "Nome Sobrenome"
// Creates an operator account and prints the one-time link to choose its password (also e-mailed
// when SMTP_URL is set). On the embedded database, stop the server first: one process per folder.

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = emailSchema.safeParse(values.email ?? '');
  const name = fullNameSchema.safeParse(values.name ?? '');
  if (!email.success || !name.success) {
    console.error('uso: npm run operator:create -- --email pessoa@cuidar.com.br --name "Nome Sobrenome"');
    if (!email.success) console.error(`  --email: ${email.error.issues[0]?.message}`);
    if (!name.success) console.error(`  --name: ${name.error.issues[0]?.message}`);
    process.exit(2);
  }
  loadDotEnv();
  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL === 'debug' ? 'debug' : 'warn');
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pg`, poolSize: 2 });
  try {
    await database.migrate();
    // The password link goes out as usual (outbox, and SMTP when configured); it is also shown here.
    let link: string | undefined;
    const deps = buildDeps({
      env,
      database,
      logger,
      wrapMailer: (mailer): Mailer => ({
        delivers: mailer.delivers,
        send: async (message) => {
          if (message.kind === 'redefinicao-senha') link = message.link;
          await mailer.send(message);
        },
      }),
    });
    await createOperator({ db: database.db, auth: deps.auth, authOptions: deps.authOptions }, { email: email.data, name: name.data });
    console.log(`Operador(a) criado(a): ${name.data} <${email.data}>`);
    console.log(link ? `Link para criar a senha (vale 1 hora, uma vez): ${link}` : 'O link para criar a senha foi enviado por email.');
    console.log('No primeiro acesso, o painel /operador pede a verificação em duas etapas.');
  } catch (error) {
    if (error instanceof OperatorExistsError) {
      console.error(`Não criado: ${error.message}.`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
