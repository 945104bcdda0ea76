/**
 * The request shapes the HubSpot fake holds requests to, from HubSpot's public API reference:
 * - batch upsert (https://developers.hubspot.com/docs/api/crm/companies, .../crm/contacts, "Batch
 *   upsert"): `{inputs: [{idProperty, id, properties, objectWriteTraceId?}]}`, at most 100 inputs,
 *   property values as strings; contacts upsert by `email`, companies by `domain`.
 * - batch update: `{inputs: [{id, properties, objectWriteTraceId?}]}`, at most 100 inputs.
 * - search (https://developers.hubspot.com/docs/api/crm/search): at most 5 filterGroups, 6 filters
 *   per group, 100 values for IN, `limit` at most 200.
 * - properties (https://developers.hubspot.com/docs/api/crm/properties): a property needs name,
 *   label, type, fieldType and groupName; the type/fieldType pairs below; enumeration options need
 *   label and value. Values: number as a decimal string, date/datetime as epoch ms or ISO 8601,
 *   enumeration as an option value (checkbox: values joined with `;`).
 */
import { isObject } from './fakeServer.js'

/** A property as the fake holds it. */
export interface FakeProperty {
  name: string
  label: string
  type: string
  fieldType: string
  groupName: string
  options: { label: string; value: string }[]
}

/** Field types HubSpot accepts for each property type. */
export const FIELD_TYPES: Record<string, string[]> = {
  bool: ['booleancheckbox'],
  enumeration: ['booleancheckbox', 'checkbox', 'radio', 'select'],
  date: ['date'],
  datetime: ['date'],
  string: ['file', 'text', 'textarea'],
  number: ['number'],
  phone_number: ['phonenumber'],
}

/** Max inputs in a batch call. */
export const MAX_BATCH_INPUTS = 100

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** What is wrong with one property value (empty clears a property and is always allowed). */
export function valueProblem(property: FakeProperty, value: unknown): string | null {
  if (typeof value !== 'string') return `${property.name}: property values are strings, got ${typeof value}`
  if (value === '') return null
  if (property.type === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) return `${property.name}: "${value}" is not a number`
  if ((property.type === 'datetime' || property.type === 'date') && !/^\d+$/.test(value) && !ISO.test(value)) {
    return `${property.name}: "${value}" is neither epoch milliseconds nor ISO 8601`
  }
  if (property.type === 'enumeration') {
    const allowed = new Set(property.options.map((option) => option.value))
    const values = property.fieldType === 'checkbox' ? value.split(';') : [value]
    const bad = values.find((item) => !allowed.has(item))
    if (bad !== undefined) return `${property.name}: "${bad}" is not one of its options`
  }
  return null
}

/** What is wrong with a property definition sent to create it. */
export function propertyCreateProblem(input: unknown, groups: Set<string>): string | null {
  if (!isObject(input)) return 'a property input is an object'
  for (const field of ['name', 'label', 'type', 'fieldType', 'groupName']) {
    if (typeof input[field] !== 'string' || !input[field]) return `property input: ${field} is required`
  }
  const allowed = FIELD_TYPES[input.type as string]
  if (!allowed) return `property ${input.name}: unknown type ${input.type}`
  if (!allowed.includes(input.fieldType as string)) return `property ${input.name}: fieldType ${input.fieldType} does not go with type ${input.type}`
  if (!groups.has(input.groupName as string)) return `property ${input.name}: no property group ${input.groupName}`
  if (input.type === 'enumeration') {
    const options = input.options
    if (!Array.isArray(options) || options.length === 0) return `property ${input.name}: an enumeration needs options`
    if (options.some((option) => !isObject(option) || typeof option.label !== 'string' || typeof option.value !== 'string')) {
      return `property ${input.name}: options need label and value`
    }
  }
  return null
}

/** What is wrong with a batch body: `inputs` of 1 to 100 objects. */
export function batchProblem(body: unknown): string | null {
  if (!isObject(body) || !Array.isArray(body.inputs)) return 'the body needs an inputs array'
  if (body.inputs.length === 0) return 'inputs is empty'
  if (body.inputs.length > MAX_BATCH_INPUTS) return `${body.inputs.length} inputs: at most ${MAX_BATCH_INPUTS}`
  if (body.inputs.some((input) => !isObject(input))) return 'every input is an object'
  return null
}

/** What is wrong with a search body. */
export function searchProblem(body: unknown): string | null {
  if (!isObject(body)) return 'the body is an object'
  const groups = body.filterGroups
  if (groups !== undefined && (!Array.isArray(groups) || groups.length > 5)) return 'at most 5 filterGroups'
  for (const group of (groups as unknown[] | undefined) ?? []) {
    if (!isObject(group) || !Array.isArray(group.filters) || group.filters.length > 6) return 'each filterGroup has at most 6 filters'
    for (const filter of group.filters) {
      if (!isObject(filter) || typeof filter.propertyName !== 'string' || typeof filter.operator !== 'string') return 'a filter needs propertyName and operator'
      if (filter.operator === 'IN' && (!Array.isArray(filter.values) || filter.values.length > 100)) return 'IN takes at most 100 values'
    }
  }
  if (body.limit !== undefined && (typeof body.limit !== 'number' || body.limit > 200)) return 'limit is at most 200'
  return null
}
