import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/render';
import { SessionUserContext, usePublicJson, usePublicSessionUser } from './public-data';

function Reader({ url, label }: { url: string; label: string }) {
  const state = usePublicJson<{ n: number }>(url);
  return (
    <p>
      {label}: {state.status === 'success' ? state.data.n : state.status}
      {state.status === 'error' && <button onClick={state.retry}>de novo {label}</button>}
    </p>
  );
}

function Role() {
  const user = usePublicSessionUser();
  return <p>papel: {user === undefined ? '…' : (user?.role ?? 'ninguém')}</p>;
}

describe('usePublicJson', () => {
  it('asks once per page, however many islands read the same answer', async () => {
    const calls = mockFetch({ '/api/x': () => ({ body: { n: 7 } }) });
    render(
      <>
        <Reader url="/api/x" label="a" />
        <Reader url="/api/x" label="b" />
      </>,
    );
    expect(await screen.findByText('a: 7')).toBeInTheDocument();
    expect(screen.getByText('b: 7')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/x')).toHaveLength(1);
  });

  it('reports a failed answer and asks again on retry', async () => {
    let fail = true;
    mockFetch({ '/api/y': () => (fail ? { status: 500, body: {} } : { body: { n: 2 } }) });
    render(<Reader url="/api/y" label="c" />);
    const retry = await screen.findByRole('button', { name: 'de novo c' });
    fail = false;
    retry.click();
    expect(await screen.findByText('c: 2')).toBeInTheDocument();
  });
});

describe('usePublicSessionUser', () => {
  it('asks the API on a pre-rendered page: null when signed out', async () => {
    mockFetch({ '/api/session': () => ({ body: { user: null } }) });
    render(<Role />);
    expect(screen.getByText('papel: …')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('papel: ninguém')).toBeInTheDocument());
  });

  it("uses the app's session inside the app, without a request of its own", () => {
    const calls = mockFetch({});
    const user = { id: 'u1', role: 'familia' } as never;
    render(
      <SessionUserContext value={{ user }}>
        <Role />
      </SessionUserContext>,
    );
    expect(screen.getByText('papel: familia')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
