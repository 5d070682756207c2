import { describe, expect, it } from 'vitest';
import { decideAudit, UNAVAILABLE_EXIT_CODE } from './audit-decision.mjs';

// The shapes npm 11 prints with --json: a report (auditReportVersion 2) or, when the registry
// refuses the bulk advisory request, the HTTP error it got.
const report = (counts, vulnerabilities = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  });
const refused = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

describe('decideAudit', () => {
  it('passes when there is no high or critical vulnerability (low and moderate do not block)', () => {
    const decision = decideAudit({ stdout: report({ low: 2, moderate: 1, total: 3 }) });
    expect(decision).toMatchObject({ outcome: 'pass', exitCode: 0 });
  });

  it('fails on a high or a critical vulnerability and names the package', () => {
    const high = decideAudit({
      stdout: report({ high: 1, total: 1 }, { 'left-pad': { severity: 'high', range: '<1.3.1' } }),
    });
    expect(high).toMatchObject({ outcome: 'fail', exitCode: 1 });
    expect(high.lines.join('\n')).toContain('- left-pad (high): <1.3.1');
    const critical = decideAudit({ stdout: report({ critical: 1, total: 1 }, { x: { severity: 'critical', range: '*' } }) });
    expect(critical).toMatchObject({ outcome: 'fail', exitCode: 1 });
  });

  it('fails when the list names a blocking package even if the counts were not filled in', () => {
    const decision = decideAudit({ stdout: report({}, { y: { severity: 'critical', range: '1.x' } }) });
    expect(decision.outcome).toBe('fail');
  });

  it('says loudly that nothing was audited when the registry refuses the request', () => {
    const decision = decideAudit({ stdout: refused });
    expect(decision.outcome).toBe('unavailable');
    // Not 0: a pass is never reported for an audit that did not happen.
    expect(decision.exitCode).toBe(UNAVAILABLE_EXIT_CODE);
    expect(UNAVAILABLE_EXIT_CODE).not.toBe(0);
    const text = decision.lines.join('\n');
    expect(text).toContain('NOT CHECKED');
    expect(text).not.toMatch(/passed|passou/i);
    expect(text).toContain('405 Method Not Allowed');
    expect(text).not.toMatch(/Nenhuma vulnerabilidade alta/);
  });

  it('fails on an unavailable registry when strict', () => {
    expect(decideAudit({ stdout: refused, strict: true })).toMatchObject({ outcome: 'unavailable', exitCode: 1 });
    expect(decideAudit({ stdout: JSON.stringify({ error: { code: 'ENOAUDIT', summary: 'offline' } }), strict: true })).toMatchObject({
      outcome: 'unavailable',
      exitCode: 1,
    });
  });

  it('fails when npm printed no JSON at all (it crashed; there is nothing to trust)', () => {
    const decision = decideAudit({ stdout: '', stderr: 'npm ERR! something' });
    expect(decision).toMatchObject({ outcome: 'error', exitCode: 1 });
    expect(decideAudit({ stdout: 'null' })).toMatchObject({ outcome: 'error', exitCode: 1 });
  });
});
