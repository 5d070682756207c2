import { describe, expect, it } from 'vitest';
import { findInlineScripts } from './inline-scripts.mjs';

describe('findInlineScripts', () => {
  it('accepts scripts loaded from a file and data blocks', () => {
    const html = `<head><script defer src="/assets/boot-1a2b.js" data-modules="/assets/a.js"></script>
      <script type="module" crossorigin src="/assets/index.js"></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script></head>`;
    expect(findInlineScripts(html)).toEqual([]);
  });

  it('finds inline code, inline module code, event handlers and javascript: links', () => {
    const html = `<script>window.x = 1</script><script type="module">import('/a.js')</script>
      <img src="/a.png" onerror="alert(1)"><a href="javascript:void(0)">x</a>`;
    const found = findInlineScripts(html);
    expect(found).toHaveLength(4);
    expect(found[0]).toContain('window.x');
    expect(found[2]).toContain('onerror');
    expect(found[3]).toContain('javascript:');
  });

  it('does not mistake text or attributes that merely contain the words', () => {
    expect(findInlineScripts('<p data-online="sim">A palavra onclick= no texto e <code>&lt;script&gt;</code></p>')).toEqual([]);
  });
});
