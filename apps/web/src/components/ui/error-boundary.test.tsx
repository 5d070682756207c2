import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('quebrou');
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a blank page and tries again when the key changes', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey={1} fallback={<p>Erro ao renderizar etapa</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Erro ao renderizar etapa')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey={2} fallback={<p>Erro ao renderizar etapa</p>}>
        <p>Etapa 2</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Etapa 2')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
