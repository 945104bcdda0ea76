/**
 * Finds every write to a table in the server's source, by reading its syntax (the TypeScript
 * compiler's parser): Kysely's `insertInto`, `updateTable`, `deleteFrom`, `replaceInto` and
 * `mergeInto`, and raw SQL (a `sql` template or a string) that inserts into, updates, deletes from
 * or truncates a named table. Tests and migrations are left out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** One write: the module (path under `src/`, with `/` separators), the table, and where. */
export interface TableWrite {
  module: string
  table: string
  line: number
}

/** A write whose table the reader could not name (a computed table name), so it cannot be checked. */
export interface UnnamedWrite {
  module: string
  line: number
  text: string
}

const KYSELY_WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'])
const RAW_WRITE = /\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)"?/gi

/** The server's source modules, as paths relative to `srcDir`, without tests and migrations. */
export function sourceModules(srcDir: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'migrations') walk(path)
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts')) {
        found.push(relative(srcDir, path).split('\\').join('/'))
      }
    }
  }
  walk(srcDir)
  return found.sort()
}

/** Every table write in the server's source under `srcDir`, and the writes whose table is computed. */
export function tableWrites(srcDir: string, tables: ReadonlySet<string>): { writes: TableWrite[]; unnamed: UnnamedWrite[] } {
  const writes: TableWrite[] = []
  const unnamed: UnnamedWrite[] = []
  for (const module of sourceModules(srcDir)) {
    const source = ts.createSourceFile(module, readFileSync(join(srcDir, module), 'utf8'), ts.ScriptTarget.ES2022, true)
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
    const constants = stringConstants(source)
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && KYSELY_WRITES.has(node.expression.name.text)) {
        const names = tableNames(node.arguments[0], constants)
        if (names === null) unnamed.push({ module, line: lineOf(node), text: node.getText(source).slice(0, 80) })
        else for (const table of new Set(names)) writes.push({ module, table, line: lineOf(node) })
      }
      if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node) || ts.isTemplateExpression(node)) {
        for (const table of rawSqlTables(literalText(node), tables)) writes.push({ module, table, line: lineOf(node) })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { writes, unnamed }
}

/** The table a Kysely write names: a literal (`'t'`, `'t as alias'`), a constant, or a conditional of them. */
function tableNames(argument: ts.Expression | undefined, constants: Map<string, string[]>): string[] | null {
  if (argument === undefined) return null
  if (ts.isStringLiteralLike(argument)) return [argument.text.replace(/\s+as\s+.*$/, '').trim()]
  if (ts.isParenthesizedExpression(argument) || ts.isAsExpression(argument)) return tableNames(argument.expression, constants)
  if (ts.isIdentifier(argument)) return constants.get(argument.text) ?? null
  if (ts.isConditionalExpression(argument)) {
    const whenTrue = tableNames(argument.whenTrue, constants)
    const whenFalse = tableNames(argument.whenFalse, constants)
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null
  }
  return null
}

/**
 * The table names each binding of the module can hold: `const t = 'literal'`, `for (const t of
 * ['a', 'b'] as const)`, and a parameter typed as a union of string literals (`t: 'a' | 'b'`).
 * Bindings are read by name, not by scope; a name bound twice holds the names of both.
 */
function stringConstants(source: ts.SourceFile): Map<string, string[]> {
  const constants = new Map<string, string[]>()
  const bind = (name: ts.BindingName, names: string[] | null) => {
    if (ts.isIdentifier(name) && names) constants.set(name.text, [...(constants.get(name.text) ?? []), ...names])
  }
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) bind(node.name, tableNames(node.initializer, new Map()))
    if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer)) {
      const [declaration] = node.initializer.declarations
      if (declaration) bind(declaration.name, arrayOfLiterals(node.expression))
    }
    if (ts.isParameter(node) && node.type) bind(node.name, literalUnion(node.type))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return constants
}

/** The strings of `['a', 'b']` (or `['a', 'b'] as const`), or null when it is anything else. */
function arrayOfLiterals(expression: ts.Expression): string[] | null {
  const inner = ts.isAsExpression(expression) ? expression.expression : expression
  if (!ts.isArrayLiteralExpression(inner)) return null
  const names = inner.elements.map((element) => (ts.isStringLiteralLike(element) ? element.text : null))
  return names.every((name) => name !== null) ? (names as string[]) : null
}

/** The strings of a type `'a' | 'b'`, or null when it is anything else. */
function literalUnion(type: ts.TypeNode): string[] | null {
  const members = ts.isUnionTypeNode(type) ? type.types : [type]
  const names = members.map((member) => (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? member.literal.text : null))
  return names.every((name) => name !== null) ? (names as string[]) : null
}

/** A literal's text; a template's substitutions read as `?`. */
function literalText(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  if (!ts.isTemplateExpression(node)) return node.text
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ')
}

/** The known tables a raw SQL text inserts into, updates, deletes from or truncates. */
function rawSqlTables(text: string, tables: ReadonlySet<string>): string[] {
  const found: string[] = []
  for (const match of text.matchAll(RAW_WRITE)) {
    const table = (match[1] ?? '').toLowerCase()
    if (tables.has(table)) found.push(table)
  }
  return found
}
