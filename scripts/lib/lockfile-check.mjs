// An offline supply-chain check of package-lock.json that needs no registry: every installed
// package is pinned to one exact version with a sha512 integrity hash (npm refuses a tarball that
// does not match it), comes from an https registry tarball when its source is recorded (no git,
// file or plain-http dependency), and is not a version known to be malicious
// (scripts/known-bad-packages.json). `npm audit` needs the registry; this always runs.

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const SHA512 = /^sha512-[A-Za-z0-9+/]{86}==$/;

/** Reads the known-bad list: name → { versions, reason }. Throws on a malformed list. */
export function parseKnownBad(list) {
  if (!list || !Array.isArray(list.packages)) throw new Error('known-bad-packages.json: "packages" must be a list');
  const byName = new Map();
  for (const entry of list.packages) {
    if (typeof entry?.name !== 'string' || !Array.isArray(entry.versions) || !entry.versions.every((v) => typeof v === 'string') || typeof entry.reason !== 'string') {
      throw new Error(`known-bad-packages.json: malformed entry ${JSON.stringify(entry)}`);
    }
    byName.set(entry.name, { versions: new Set(entry.versions), reason: entry.reason });
  }
  return byName;
}

/** The installed package's name from its lockfile key ("node_modules/a/node_modules/@b/c" → "@b/c"). */
function nameOf(key, entry) {
  if (typeof entry.name === 'string') return entry.name;
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/**
 * @param {any} lock the parsed package-lock.json (lockfileVersion 2 or 3)
 * @param {Map<string, { versions: Set<string>, reason: string }>} knownBad from parseKnownBad
 * @returns {{ checked: number, problems: string[] }}
 */
export function checkLockfile(lock, knownBad) {
  const problems = [];
  if (!lock || typeof lock !== 'object' || !lock.packages || typeof lock.packages !== 'object' || !(lock.lockfileVersion >= 2)) {
    return { checked: 0, problems: ['package-lock.json sem o mapa "packages" (lockfileVersion 2 ou 3): rode npm install com npm ≥ 7'] };
  }
  let checked = 0;
  for (const [key, entry] of Object.entries(lock.packages)) {
    // The root and the workspaces are our own sources; links point at them.
    if (!key.includes('node_modules/') || entry.link) continue;
    checked++;
    const name = nameOf(key, entry);
    const where = `${name} (${key})`;
    if (typeof entry.version !== 'string' || !EXACT_VERSION.test(entry.version)) problems.push(`${where}: sem versão exata (${entry.version ?? 'ausente'})`);
    if (typeof entry.integrity !== 'string') problems.push(`${where}: sem integrity`);
    else if (!SHA512.test(entry.integrity)) problems.push(`${where}: integrity não é sha512 (${entry.integrity.slice(0, 12)}…)`);
    if (entry.resolved !== undefined) {
      let url;
      try {
        url = new URL(entry.resolved);
      } catch {
        url = null;
      }
      if (!url || url.protocol !== 'https:' || !url.pathname.includes('/-/')) problems.push(`${where}: origem fora do registro por https (${entry.resolved})`);
    }
    const bad = knownBad.get(name);
    if (bad && bad.versions.has(entry.version)) problems.push(`${where}: VERSÃO SABIDAMENTE MALICIOSA ${name}@${entry.version}: ${bad.reason}`);
  }
  if (checked === 0) problems.push('package-lock.json não lista nenhum pacote instalado');
  return { checked, problems };
}
