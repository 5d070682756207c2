import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const TMP_DIR = fileURLToPath(new URL('../../../.tmp', import.meta.url));
export const PGLITE_TEMPLATE_FILE = `${TMP_DIR}/pglite-template.tar`;
/** One template database per checkout, so two checkouts can test on one PostgreSQL server at once. */
export const TEMPLATE_DB = `cuidar_test_template_${createHash('sha1').update(TMP_DIR).digest('hex').slice(0, 8)}`;
