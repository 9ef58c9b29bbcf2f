import type { PluginObj, types as BabelTypes } from '@babel/core';

/**
 * A Babel plugin for a library's production build: drops top-level `X.displayName = "…"`
 * statements. React reads displayName only for development messages and DevTools, but the
 * assignment is a statement that uses X, so the minifier must keep X even where nothing imports
 * it (react-router's Form and everything Form calls).
 */
export function dropDisplayNames({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'drop-display-names',
    visitor: {
      ExpressionStatement(path) {
        if (!path.parentPath.isProgram()) return;
        const { expression } = path.node;
        if (
          t.isAssignmentExpression(expression, { operator: '=' }) &&
          t.isMemberExpression(expression.left, { computed: false }) &&
          t.isIdentifier(expression.left.object) &&
          t.isIdentifier(expression.left.property, { name: 'displayName' }) &&
          t.isStringLiteral(expression.right)
        )
          path.remove();
      },
    },
  };
}

/**
 * A Babel plugin for a library's production build: `Namespace[KEY]`, where Namespace is an
 * `import * as` and KEY a top-level const string, becomes `Namespace.key`. react-router reads
 * React's useOptimistic that way so that older Reacts build; for such a read webpack must make a
 * namespace object of React at run time (a runtime helper in every page), for a plain property
 * read it uses React's exports as they are. React 19 has useOptimistic, so the value is the same.
 */
export function staticNamespaceKeys({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'static-namespace-keys',
    visitor: {
      MemberExpression(path) {
        const { object, property, computed } = path.node;
        if (!computed || !t.isIdentifier(object) || !t.isIdentifier(property)) return;
        const namespace = path.scope.getBinding(object.name);
        const key = path.scope.getBinding(property.name);
        if (!namespace || !key || !t.isImportNamespaceSpecifier(namespace.path.node)) return;
        if (key.kind !== 'var' && key.kind !== 'const') return;
        if (!key.constant || !key.path.isVariableDeclarator()) return;
        const value = key.path.node.init;
        if (!t.isStringLiteral(value) || !t.isValidIdentifier(value.value)) return;
        path.replaceWith(t.memberExpression(object, t.identifier(value.value)));
      },
    },
  };
}

/**
 * A Babel plugin for styled-components' build: its read of stylis' vendor prefixer becomes a
 * middleware that adds nothing, so the prefixer (about 1 kB gzip on every page) leaves the
 * bundle. styled-components adds prefixes only under `<StyleSheetManager enableVendorPrefixes>`,
 * which the app does not use: the browsers it targets (.browserslistrc) need none.
 */
export function noVendorPrefixer({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'no-vendor-prefixer',
    visitor: {
      MemberExpression(path) {
        const { object, property, computed } = path.node;
        if (computed || !t.isIdentifier(object) || !t.isIdentifier(property, { name: 'prefixer' }))
          return;
        const binding = path.scope.getBinding(object.name);
        const declaration = binding?.path.parentPath?.node;
        if (!binding || !t.isImportNamespaceSpecifier(binding.path.node)) return;
        if (!t.isImportDeclaration(declaration) || declaration.source.value !== 'stylis') return;
        path.replaceWith(t.arrowFunctionExpression([], t.stringLiteral('')));
      },
    },
  };
}
