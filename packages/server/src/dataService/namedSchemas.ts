/**
 * Named schemas in the OpenAPI document: every schema carrying a `title` (a resource such as
 * `Account`, a page such as `AccountPage`, the `Error` body) becomes `components.schemas[title]`
 * and each use a `$ref` to it, so generated clients get one named type per resource.
 */

/** A JSON Schema or OpenAPI object, as @fastify/swagger emits it. */
type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null

/** The schema without its top-level `description`: what two uses of one named schema must share. */
function withoutDescription(schema: Node): Node {
  const { description: _description, ...rest } = schema
  return rest
}

/** Replaces, depth first, every titled schema inside `schema` (and `schema` itself) by a `$ref`. */
function hoist(schema: unknown, components: Node): unknown {
  if (Array.isArray(schema)) return schema.map((item) => hoist(item, components))
  if (!isNode(schema)) return schema
  const copy: Node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, hoist(value, components)]))
  const { title } = copy
  if (typeof title !== 'string' || '$ref' in copy) return copy
  const component = withoutDescription(copy)
  const existing = components[title]
  if (existing === undefined) components[title] = component
  else if (!isNode(existing) || JSON.stringify(withoutDescription(existing)) !== JSON.stringify(component)) {
    throw new Error(`two different schemas are titled ${title}: give one of them another title`)
  }
  const reference: Node = { $ref: `#/components/schemas/${encodeURIComponent(title)}` }
  if (typeof copy.description === 'string') reference.description = copy.description
  return reference
}

/** Applies `visit` to every value under a `schema` key inside `node` (parameters, bodies, responses, headers). */
function forEachSchema(node: unknown, visit: (schema: Node) => unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) forEachSchema(item, visit)
    return
  }
  if (!isNode(node)) return
  for (const [key, value] of Object.entries(node)) {
    if (key === 'schema' && isNode(value)) node[key] = visit(value)
    else forEachSchema(value, visit)
  }
}

/**
 * Moves every titled schema of `document` (in its paths and in its components) to
 * `components.schemas`, named by its title. Two different schemas with one title are a
 * programming error and throw, so a name never means two shapes.
 */
export function nameSchemas(document: { paths?: unknown; components?: Node }): void {
  document.components = document.components ?? {}
  const components: Node = isNode(document.components.schemas) ? document.components.schemas : {}
  document.components.schemas = components
  for (const [name, schema] of Object.entries(components)) {
    if (!isNode(schema)) continue
    // a component's own title names it already; only the schemas nested in it are hoisted
    components[name] = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, hoist(value, components)]))
  }
  forEachSchema(document.paths, (schema) => hoist(schema, components))
}
