import { CepUnavailableError, type CepProvider } from './provider';

interface ViaCepAnswer {
  erro?: boolean | string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

/** ViaCEP (GET {base}/ws/{cep}/json/), with a hard timeout so a slow service never hangs a form. */
export function createViaCepProvider(options: { baseUrl: string; timeoutMs: number; fetch?: typeof fetch }): CepProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async lookup(cep) {
      let response: Response;
      try {
        response = await doFetch(`${base}/ws/${cep}/json/`, {
          signal: AbortSignal.timeout(options.timeoutMs),
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        throw new CepUnavailableError(`ViaCEP inacessível: ${(error as Error).message}`);
      }
      // ViaCEP answers 400 for a malformed CEP: for us, not found.
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new CepUnavailableError(`ViaCEP respondeu ${response.status}`);
      let body: ViaCepAnswer;
      try {
        body = (await response.json()) as ViaCepAnswer;
      } catch {
        throw new CepUnavailableError('ViaCEP respondeu algo que não é JSON');
      }
      if (body.erro === true || body.erro === 'true') return null;
      return {
        rua: body.logradouro ?? '',
        bairro: body.bairro ?? '',
        cidade: body.localidade ?? '',
        estado: (body.uf ?? '').toUpperCase(),
      };
    },
  };
}
