import { transformSync, type PluginItem } from '@babel/core';
import {
  dropDisplayNames,
  noVendorPrefixer,
  staticNamespaceKeys,
} from '@build/webpack/library-trims';

const trim = (code: string, plugin: PluginItem) =>
  transformSync(code, { babelrc: false, configFile: false, plugins: [plugin] })?.code ?? '';

describe('library trims', () => {
  it('drops a top-level displayName statement and keeps a nested one', () => {
    const out = trim(
      'const Form = () => null; Form.displayName = "Form"; function f() { g.displayName = "G"; }',
      dropDisplayNames,
    );
    expect(out).not.toContain('Form.displayName');
    expect(out).toContain('g.displayName = "G"');
  });

  it('reads a namespace through a constant key as a plain property', () => {
    const out = trim(
      'import * as React from "react"; const KEY = "useOptimistic"; React[KEY]();',
      staticNamespaceKeys,
    );
    expect(out).toContain('React.useOptimistic()');
  });

  it("replaces stylis' prefixer with a middleware that adds nothing, and nothing else", () => {
    const out = trim(
      'import * as o from "stylis"; import * as p from "other"; o.prefix && c.push(o.prefixer, o.stringify, p.prefixer);',
      noVendorPrefixer,
    );
    expect(out).not.toContain('o.prefixer');
    expect(out).toContain('() => ""');
    expect(out).toContain('o.stringify');
    expect(out).toContain('p.prefixer');
  });
});
