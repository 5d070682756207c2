// What the dependency audit concludes from `npm audit --json`, apart from running it, so the rule
// can be tested: known high or critical vulnerabilities fail; a registry that does not answer the
// audit (some mirrors answer 405) is reported loudly as NOT CHECKED, never as passed: exit code 2
// (UNAVAILABLE_EXIT_CODE), which CI reports apart, or 1 when the caller demands an answer (strict).

const BLOCKING = new Set(['high', 'critical']);
/** The audit could not be done: neither a pass (0) nor a known vulnerability (1). */
export const UNAVAILABLE_EXIT_CODE = 2;

/**
 * @param {{ stdout: string, stderr?: string, strict?: boolean }} run
 * @returns {{ outcome: 'pass' | 'fail' | 'unavailable' | 'error', exitCode: number, lines: string[] }}
 */
export function decideAudit({ stdout, stderr = '', strict = false }) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return {
      outcome: 'error',
      exitCode: 1,
      lines: ['ERRO: npm audit não devolveu um relatório JSON.', stdout.trim(), stderr.trim()].filter(Boolean),
    };
  }
  if (!report || typeof report !== 'object') {
    return { outcome: 'error', exitCode: 1, lines: ['ERRO: relatório do npm audit vazio ou inválido.'] };
  }

  const counts = report.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object') {
    // No metadata: the registry refused or failed the audit request (405, 5xx, offline…).
    const reason = report.message ?? report.error?.summary ?? report.error?.code ?? 'sem detalhes';
    const banner = '!'.repeat(78);
    return {
      outcome: 'unavailable',
      exitCode: strict ? 1 : UNAVAILABLE_EXIT_CODE,
      lines: [
        banner,
        'NOT CHECKED: npm audit (vulnerabilidades conhecidas) NÃO FOI FEITO.',
        `O registro não respondeu à auditoria (${reason}). Nenhuma vulnerabilidade foi verificada.`,
        'Rode `node scripts/audit.mjs` com acesso ao registro público.',
        strict
          ? 'AUDIT_STRICT=true: sem resposta do registro, a etapa falha.'
          : `A etapa fica sem resultado: código de saída ${UNAVAILABLE_EXIT_CODE} (NOT CHECKED).`,
        banner,
      ],
    };
  }

  const blocking = Object.entries(report.vulnerabilities ?? {})
    .filter(([, v]) => v && BLOCKING.has(v.severity))
    .map(([name, v]) => `- ${name} (${v.severity}): ${v.range ?? 'versões afetadas desconhecidas'}`);
  const total = (Number(counts.high) || 0) + (Number(counts.critical) || 0);
  const summary = `Vulnerabilidades (dependências de produção): ${JSON.stringify(counts)}`;
  if (total > 0 || blocking.length > 0) {
    return { outcome: 'fail', exitCode: 1, lines: [summary, 'FALHOU: vulnerabilidades altas ou críticas conhecidas:', ...blocking] };
  }
  return { outcome: 'pass', exitCode: 0, lines: [summary, 'Nenhuma vulnerabilidade alta ou crítica conhecida.'] };
}
