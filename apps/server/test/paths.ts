import { fileURLToPath } from 'node:url';

export const TMP_DIR = fileURLToPath(new URL('../../../.tmp', import.meta.url));
export const PGLITE_TEMPLATE_FILE = `${TMP_DIR}/pglite-template.tar`;
export const TEMPLATE_DB = 'cuidar_test_template';
