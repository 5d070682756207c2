import type { FlowFigures } from './booking-payments';
import type { Latency, LoadFigures } from './support';

// bench/REPORT.md from the figures each benchmark left in bench/results/latest/ (see run-all.ts).

interface Measured {
  measuredAt: string;
  machine?: string;
  load?: number[];
}

interface SqlFloor extends Latency {
  perSecond: number;
}

export interface Figures {
  floors?: Measured & { connections: number; seconds: number; http: LoadFigures; sql: { select1: SqlFloor; byKey: SqlFloor } };
  'sign-in'?: Measured & {
    argon2?: string;
    accounts: number;
    poolSize: number;
    closed: LoadFigures & { connections: number };
    open: LoadFigures & { rate: number };
    floor: { perSecond: number; singleMs: number };
    ratio: number;
    met: boolean;
  };
  mixed?: Measured & {
    caregivers: number;
    families: number;
    connections: number;
    seconds: number;
    overall: LoadFigures;
    kinds: Record<string, Latency & { label: string; count: number; statuses: Record<string, number> }>;
  };
  payments?: Measured & {
    caregivers: number;
    families: number;
    connections: number;
    seconds: number;
    poolSize: number;
    product: FlowFigures;
    floor: FlowFigures;
    ratio: number;
    ledger: { ok: boolean; transactions: number; problems: string[] };
  };
  search?: Measured & {
    caregivers: number;
    connections: number;
    seconds: number;
    poolSize: number;
    serverProcesses?: number;
    scenarios: Record<string, string>;
    results: Record<string, { endpoint: LoadFigures; bare: LoadFigures; ratio: number }>;
  };
  chat?: Measured & {
    sockets: number;
    rate: number;
    seconds: number;
    sent: number;
    sentPerSecond: number;
    delivered: number;
    httpErrors: number;
    lost: number;
    latency: Latency;
    floor: Latency & { lost: number };
    met: boolean;
    sendThrough?: 'a' | 'both';
    poolSize?: number;
    p99PerSecond?: number[];
    generatorStalls?: { thresholdMs: number; count: number; maxMs: number };
    warmup?: { seconds: number; sent: number; delivered: number; latency: Latency };
  };
  web?: Measured & {
    budget: { landingKb: number; routeKb: number; performance: number; accessibility: number; bestPractices: number; seo: number; tbtMs?: number; ofFloor?: number; dashboardMs?: number };
    sizes: {
      landingHtmlKb: number;
      scriptsBeforePaint: boolean;
      landingJsKb: number;
      /** Each pre-rendered page's JavaScript (docs/decisions/0039). */
      pages?: { path: string; jsKb: number; onScrollKb?: number; files: number; islands: boolean }[];
      routes: { route: string; ownKb: number; sharedKb: number }[];
    };
    lighthouse: Record<string, { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: string; tbt: string; cls: string; runs: number }>;
    /** The same pre-rendered HTML with no script, measured in the same run. */
    floor?: Record<string, { performance: number; lcp: string; tbt: string; cls: string; runs: number; ofFloor: number }>;
    /** Signed-in dashboards: time to first content, cold cache (ms, median, and every run). */
    dashboards?: Record<string, { ms: number; runs: number[] }>;
    axe: { width: number; route: string; violations: number }[];
  };
}

export interface MachineInfo {
  generatedAt: Date;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
}

const n = (value: number | undefined, digits = 1) => (value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : '—');
const pct = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? `${(value * 100).toFixed(0)} %` : '—');
const yes = (ok: boolean) => (ok ? '✅ atingida' : '❌ não atingida');
const when = (m: Measured) => `${m.measuredAt.slice(0, 16).replace('T', ' ')} UTC, carga (1 min) ${m.load?.map((l) => n(l, 2)).join(' → ') ?? '—'}`;
const lat = (l: Latency) => `${n(l.p50)} / ${n(l.p95)} / ${n(l.p99)}`;

export function renderReport(f: Figures, machine: MachineInfo): string {
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);
  push(
    '# Cuidar — relatório de desempenho',
    '',
    `Gerado por \`npm run bench\` em ${machine.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    `Máquina: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL local.`,
    '',
    'Cada seção diz quando foi medida e a carga média (1 minuto) da máquina no início e no fim da medida: os',
    'dois núcleos são compartilhados, e uma carga acima de ~1 piora todas as latências. Latências em ms',
    '(p50 / p95 / p99), medidas resposta a resposta. Os pisos são medidos na mesma máquina: o que o Node',
    'responde sem framework nem banco, e o que o PostgreSQL responde sem aplicação.',
    '',
  );

  const httpFloor = f.floors?.http.perSecond;
  if (f.floors) {
    const fl = f.floors;
    push(
      '## Pisos (sem a aplicação)',
      '',
      `Medido: ${when(fl)}; ${fl.connections} conexões/chamadores, ${fl.seconds} s.`,
      '',
      '| piso | por segundo | p50 / p95 / p99 ms |',
      '|---|---|---|',
      `| HTTP puro: node:http respondendo \`{"ok":true}\` (processo próprio) | ${n(fl.http.perSecond, 0)} req/s | ${lat(fl.http)} |`,
      `| SQL puro: \`select 1\` pelo node-postgres (pool 10) | ${n(fl.sql.select1.perSecond, 0)} q/s | ${n(fl.sql.select1.p50, 2)} / ${n(fl.sql.select1.p95, 2)} / ${n(fl.sql.select1.p99, 2)} |`,
      `| SQL puro: leitura por chave primária | ${n(fl.sql.byKey.perSecond, 0)} q/s | ${n(fl.sql.byKey.p50, 2)} / ${n(fl.sql.byKey.p95, 2)} / ${n(fl.sql.byKey.p99, 2)} |`,
      '',
    );
  }

  const s = f['sign-in'];
  if (s) {
    push(
      `## Login (${s.argon2 ?? 'argon2id'})`,
      '',
      `Medido: ${when(s)}. POST /api/auth/sign-in/email (better-auth signInEmail) no servidor de produção sobre PostgreSQL (pool ${s.poolSize}), cada login com a sua conta e o seu endereço (TRUST_PROXY=1), então os limites por conta e por endereço nunca recusam.`,
      '',
      '| medida | logins/s | p50 / p95 / p99 ms | erros |',
      '|---|---|---|---|',
      `| vazão máxima (${s.closed.connections} clientes sem pausa) | ${n(s.closed.perSecond)} | ${lat(s.closed)} | ${s.closed.errors} |`,
      `| ${s.open.rate} logins/s oferecidos | ${n(s.open.perSecond)} | ${lat(s.open)} | ${s.open.errors} |`,
      `| piso: argon2id puro, ${machine.cpus} em paralelo | ${n(s.floor.perSecond)} | uma verificação: ${n(s.floor.singleMs)} ms | — |`,
      '',
      `Razão: vazão máxima ÷ argon2id puro = **${pct(s.ratio)}**. Meta (≥ 50 % do argon2id puro, p95 ≤ 150 ms a ${s.open.rate} logins/s oferecidos; o login é o endpoint do better-auth, ADR 0028): **${yes(s.met)}**.`,
      '',
    );
  }

  const sr = f.search;
  if (sr) {
    push(
      `## Busca de recomendações (${sr.caregivers.toLocaleString('pt-BR')} cuidadores)`,
      '',
      `Medido: ${when(sr)}. POST /api/recommendations (${sr.serverProcesses ?? 1} processo(s) do servidor) com autocannon (${sr.connections} conexões, ${sr.seconds} s por cenário) contra as mesmas consultas preparadas rodadas puras pelo node-postgres (pool ${sr.poolSize}, ${sr.connections} chamadores).`,
      '',
      '| cenário | endpoint p50 / p95 / p99 ms | req/s | SQL puro p50 / p95 / p99 ms | q/s | endpoint ÷ SQL | endpoint ÷ HTTP puro | meta p95 ≤ 20 ms e ≥ 50 % |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const [name, r] of Object.entries(sr.results)) {
      const ok = r.endpoint.p95 <= 20 && r.ratio >= 0.5;
      push(`| ${name}: ${sr.scenarios?.[name] ?? ''} | ${lat(r.endpoint)} | ${n(r.endpoint.perSecond, 0)} | ${lat(r.bare)} | ${n(r.bare.perSecond, 0)} | ${pct(r.ratio)} | ${httpFloor ? pct(r.endpoint.perSecond / httpFloor) : '—'} | ${yes(ok)} |`);
    }
    push('');
  }

  const c = f.chat;
  if (c) {
    push(
      '## Chat ao vivo entre dois processos',
      '',
      `Medido: ${when(c)}. ${c.sockets} sockets (famílias no processo A, cuidadores no B), ${c.rate} mensagens/s por ${c.seconds} s, ` +
        (c.sendThrough === 'a' ? 'todas enviadas pelo A' : 'cada uma enviada pelo processo de quem escreve') +
        `${c.poolSize ? ` (pool ${c.poolSize} por processo)` : ''}; latência do envio até o socket do destinatário no outro processo (NOTIFY entre processos).` +
        (c.warmup
          ? ` Antes, ${c.warmup.seconds} s do mesmo tráfego de aquecimento, fora da medida (processos recém-iniciados compilando o código quente): entrega p50 / p95 / p99 ${lat(c.warmup.latency)} ms.`
          : ''),
      '',
      '| medida | enviadas | msg/s | entregues | perdidas | erros HTTP | p50 / p95 / p99 ms | máx ms |',
      '|---|---|---|---|---|---|---|---|',
      `| produto | ${c.sent} | ${n(c.sentPerSecond, 0)} | ${c.delivered} | ${c.lost} | ${c.httpErrors} | ${lat(c.latency)} | ${n(c.latency.max)} |`,
      `| piso: SQL puro (insert, depois NOTIFY → LISTEN → leitura) | — | ${c.rate} | — | ${c.floor.lost} | — | ${lat(c.floor)} | ${n(c.floor.max)} |`,
      '',
      `Razão p99 produto ÷ p99 piso = ${n(c.latency.p99 / c.floor.p99)}×. Meta (p99 ≤ 50 ms a 2 000 sockets e 500 msg/s, zero perdidas): **${yes(c.met)}**.`,
      ...(c.p99PerSecond ? ['', `p99 de cada segundo da medida (ms): ${c.p99PerSecond.map((v) => n(v, 0)).join(' · ')}.`] : []),
      ...(c.generatorStalls
        ? [
            '',
            `Gerador de carga (o processo que mede): ${c.generatorStalls.count} pausa(s) do laço de eventos acima de ${c.generatorStalls.thresholdMs} ms` +
              (c.generatorStalls.count ? ` (maior ${n(c.generatorStalls.maxMs, 0)} ms)` : '') +
              ' durante a medida; uma pausa dele atrasaria a leitura das mensagens e apareceria como cauda do produto.',
          ]
        : []),
      '',
    );
  }

  const m = f.mixed;
  if (m) {
    push(
      '## Carga mista: navegar e reservar',
      '',
      `Medido: ${when(m)}. autocannon, ${m.connections} conexões, ${m.seconds} s; ${m.caregivers} cuidadores, ${m.families} famílias com sessão. Cada requisição sorteia o tipo pelos pesos abaixo; 409 (horário já reservado) conta como resposta certa.`,
      '',
      `Total: **${n(m.overall.perSecond, 0)} req/s**, p50 / p95 / p99 ${lat(m.overall)} ms, erros ${m.overall.errors}` +
        (httpFloor ? ` — ${pct(m.overall.perSecond / httpFloor)} do HTTP puro (${n(httpFloor, 0)} req/s).` : '.'),
      '',
      '| tipo | respostas | p50 / p95 / p99 ms | status |',
      '|---|---|---|---|',
      ...Object.values(m.kinds).map((k) => `| ${k.label} | ${k.count} | ${lat(k)} | ${Object.entries(k.statuses).map(([code, count]) => `${code}: ${count}`).join(', ')} |`),
      '',
    );
  }

  const p = f.payments;
  if (p) {
    const steps = p.product.steps;
    push(
      '## Reservas pagas pelo sandbox (Pix)',
      '',
      `Medido: ${when(p)}. ${p.connections} famílias ao mesmo tempo, cada uma repetindo sem pausa por ${p.seconds} s o que o navegador faz: criar o pedido (POST /api/bookings) → iniciar o Pix (POST /api/bookings/:id/payment) → 'Pagar' no sandbox (POST /api/payments/sandbox/bookings/:id/confirm: o evento assinado pelo mesmo webhook, o lançamento no razão e o pedido pendente numa transação). Servidor de produção sobre PostgreSQL (pool ${p.poolSize}); cada fluxo reserva o seu cuidador e dia, então nada colide. Latência do fluxo inteiro (as três requisições).`,
      '',
      '| medida | reservas pagas/s | fluxo p50 / p95 / p99 ms | pagas | falhas |',
      '|---|---|---|---|---|',
      `| produto (HTTP, as três requisições) | ${n(p.product.perSecond)} | ${lat(p.product)} | ${p.product.paid} | ${p.product.failed} |`,
      ...(steps
        ? [
            `| — criar o pedido | — | ${lat(steps.create)} | — | — |`,
            `| — iniciar o Pix | — | ${lat(steps.start)} | — | — |`,
            `| — pagar (webhook, razão) | — | ${lat(steps.confirm)} | — | — |`,
          ]
        : []),
      `| piso: as mesmas linhas por SQL puro (node-postgres, pool ${p.poolSize}, ${p.connections} chamadores, mesma rodada) | ${n(p.floor.perSecond)} | ${lat(p.floor)} | ${p.floor.paid} | ${p.floor.failed} |`,
      '',
      `Razão produto ÷ piso = **${pct(p.ratio)}**. Depois da medida, ledger:check: ${p.ledger.ok ? `✅ ok (${p.ledger.transactions} transações, cada pagamento uma vez)` : `❌ ${p.ledger.problems.join('; ')}`}.`,
      '',
      ...(Math.max(...(p.load ?? [0])) > 2 * machine.cpus
        ? [
            `⚠ Medido com a máquina ocupada por outros processos (carga ${p.load!.map((l) => n(l, 1)).join(' → ')} em ${machine.cpus} núcleos): o servidor disputou a CPU o tempo todo, então vazão e latências do produto estão bem piores do que numa máquina quieta, e a razão contra o piso também. Refaça numa máquina quieta (\`npm run bench\`) antes de tirar conclusões.`,
            '',
          ]
        : []),
    );
  }

  const w = f.web;
  if (w) {
    push(
      '## Web: pacote e Lighthouse',
      '',
      `Medido: ${when(w)} (\`npm run bench:web\`). Tamanhos gzip nível 9.`,
      '',
      `- HTML pré-renderizado da página inicial (CSS embutido): ${n(w.sizes.landingHtmlKb)} KB; scripts antes da primeira pintura: ${w.sizes.scriptsBeforePaint ? 'sim' : 'nenhum'}.`,
      `- JavaScript para a página inicial ficar interativa: ${n(w.sizes.landingJsKb)} KB (orçamento ${w.budget.landingKb} KB).`,
      `- Maior chunk próprio de rota: ${w.sizes.routes[0] ? `${w.sizes.routes[0].route} ${n(w.sizes.routes[0].ownKb)} KB` : '—'} (orçamento ${w.budget.routeKb} KB por rota); rotas acima do orçamento: ${w.sizes.routes.filter((r) => r.ownKb > w.budget.routeKb).map((r) => r.route).join(', ') || 'nenhuma'}.`,
      '',
      ...(w.sizes.pages
        ? [
            `JavaScript de cada página pré-renderizada (orçamento ${w.budget.landingKb} KB): ${w.sizes.pages.map((p) => `${p.path} ${n(p.jsKb)} KB${p.onScrollKb ? ` (+${n(p.onScrollKb)} KB ao rolar até o fim)` : ''}${p.islands ? '' : ' (app inteiro)'}`).join(' · ')}.`,
            '',
          ]
        : []),
      '| página | Performance | Acessibilidade | Boas práticas | SEO | LCP | TBT | CLS | piso sem script: Performance / TBT | % do piso |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...Object.entries(w.lighthouse).map(([page, l]) => {
        const floor = w.floor?.[page];
        return `| ${page} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcp} | ${l.tbt} | ${l.cls} | ${floor ? `${floor.performance} / ${floor.tbt}` : '—'} | ${floor ? `${Math.round(floor.ofFloor * 100)} %` : '—'} |`;
      }),
      '',
      ...(w.dashboards
        ? [
            `Painéis com sessão, cache frio, até o primeiro conteúdo (orçamento ${w.budget.dashboardMs ?? 1000} ms): ${Object.entries(w.dashboards)
              .map(([page, d]) => `${page} ${d.ms} ms (${d.runs.join(' · ')})`)
              .join('; ')}.`,
            '',
          ]
        : []),
      `axe (WCAG 2.x A/AA) em ${w.axe.length} páginas × larguras: ${w.axe.reduce((total, a) => total + a.violations, 0)} violações.`,
      '',
    );
  }

  const missing = (['floors', 'sign-in', 'search', 'chat', 'mixed', 'payments', 'web'] as const).filter((name) => !f[name]);
  if (missing.length) push(`Não medidos ainda nesta máquina: ${missing.join(', ')} (rode \`npm run bench -- --only=${missing.join(',')}\`).`, '');
  return out.join('\n');
}
