import { describe, expect, it } from 'vitest';
import { lockControls } from './prerender.mjs';

describe('lockControls', () => {
  it('makes text fields read-only and buttons aria-disabled, each marked', () => {
    const html =
      '<form><input id="e" type="email" name="email"/><textarea name="s" rows="8"></textarea>' +
      '<button type="submit" class="b">Go</button><select name="x"></select></form>';
    expect(lockControls(html)).toBe(
      '<form><input id="e" type="email" name="email" readonly="" data-prerender-lock=""/>' +
        '<textarea name="s" rows="8" readonly="" data-prerender-lock=""></textarea>' +
        '<button type="submit" class="b" aria-disabled="true" data-prerender-lock="">Go</button>' +
        '<select name="x" aria-disabled="true" data-prerender-lock=""></select></form>',
    );
  });

  it('leaves alone what the page made read-only or disabled itself, and other tags', () => {
    const html =
      '<button disabled="" type="submit">Next</button><input readOnly="" value="a"/>' +
      '<button aria-disabled="true">x</button><a href="/">Home</a><inputs>';
    expect(lockControls(html)).toBe(html);
  });

  it('does not take an attribute value for a disabled mark', () => {
    expect(lockControls('<button title="disabled">x</button>')).toBe(
      '<button title="disabled" aria-disabled="true" data-prerender-lock="">x</button>',
    );
  });
});
