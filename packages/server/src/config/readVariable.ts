/**
 * Reads one variable of an environment by its schema in `variables.ts`: a blank or unset
 * variable is its default; a value outside the schema is a ConfigError that names the variable
 * and says what it must be.
 */
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { ConfigError } from './configError.js'
import { CONFIG_VARIABLES, type VariableDefinition, type VariableName, type VariableValue } from './variables.js'

/** Environment variables by name, as `process.env` holds them. */
export type Environment = Readonly<Record<string, string | undefined>>

/** The words of an on/off variable. */
const ON = ['1', 'true', 'on', 'yes']
const OFF = ['0', 'false', 'off', 'no']

/** The parts of a JSON schema this reader looks at. */
interface SchemaShape {
  type?: string
  minimum?: number
  maximum?: number
  minLength?: number
  anyOf?: Array<{ const?: unknown }>
}

/** Variable `name` of `env`, parsed and checked; its default when unset or blank. */
export function readVariable<Name extends VariableName>(env: Environment, name: Name): VariableValue<Name> {
  const definition: VariableDefinition<TSchema, unknown> = CONFIG_VARIABLES[name]
  const raw = env[name]
  const text = definition.untrimmed ? raw : raw?.trim()
  if (text === undefined || text.trim() === '') return definition.default as VariableValue<Name>
  if (definition.parse) return definition.parse(text) as VariableValue<Name>
  const value = converted(definition.schema as SchemaShape, text)
  if (value === undefined || !Value.Check(definition.schema, value)) {
    throw new ConfigError(
      `${name} must be ${definition.expected ?? expectation(definition.schema as SchemaShape)}${definition.secret ? '' : ` (got "${text}")`}`,
    )
  }
  return value as VariableValue<Name>
}

/** The text as the schema's kind: a whole number, on/off, or the text itself; undefined when it is none. */
function converted(schema: SchemaShape, text: string): unknown {
  if (schema.type === 'integer') return /^\d{1,9}$/.test(text) ? Number(text) : undefined
  if (schema.type === 'boolean') {
    const word = text.toLowerCase()
    return ON.includes(word) ? true : OFF.includes(word) ? false : undefined
  }
  return text
}

/** What a valid value of `schema` is, in words. */
function expectation(schema: SchemaShape): string {
  if (schema.type === 'integer') {
    const minimum = schema.minimum ?? 0
    if (schema.maximum !== undefined) return `an integer from ${minimum} to ${schema.maximum}`
    return minimum > 0 ? `a whole number of at least ${minimum}` : 'a whole number'
  }
  if (schema.type === 'boolean') return 'on or off'
  if (schema.anyOf) return `one of ${schema.anyOf.map((option) => String(option.const)).join(', ')}`
  if (schema.minLength !== undefined) return `at least ${schema.minLength} characters`
  return 'a valid value'
}
