/**
 * Builds the malformed requests the OpenAPI walk sends: from each operation's JSON Schema, a
 * plausible base request, then one bad value at a time (NUL, a lone surrogate, absurd numbers).
 */

export type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  format?: string
  minLength?: number
  minimum?: number
  const?: unknown
  default?: unknown
}

type Path = (string | number)[]

export const BAD_TEXTS = { nul: 'a\u0000b', loneSurrogate: 'a\ud800b' } as const
export const BAD_NUMBERS = {
  hugeText: '99999999999999999999',
  hugeNumber: 1e20,
  tooLarge: 1e308,
} as const

const options = (schema: JsonSchema) => [
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
  ...(schema.allOf ?? []),
]

function types(schema: JsonSchema): string[] {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  return [...own, ...options(schema).flatMap(types)]
}

export const acceptsText = (schema: JsonSchema) => types(schema).includes('string')
export const acceptsNumber = (schema: JsonSchema) =>
  types(schema).some((type) => type === 'number' || type === 'integer')

/** A value of the schema's shape: valid where that is easy, merely well-typed elsewhere. */
export function baseValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.default !== undefined) return schema.default
  if (schema.enum?.length) return schema.enum[0]
  const choice = options(schema).find((option) => option.type !== 'null')
  if (!schema.type && choice) return baseValue(choice)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, property]) => [key, baseValue(property)]),
      )
    case 'array':
      return schema.items ? [baseValue(schema.items)] : []
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1)
    case 'boolean':
      return true
    case 'string':
      if (schema.format === 'date-time') return '2025-03-01T00:00:00Z'
      if (schema.format === 'email') return 'walk@example.com'
      return 'x'.repeat(Math.max(2, schema.minLength ?? 0))
    default:
      return 'x'
  }
}

/** Every place in a body where a value goes, with the schema that describes it. */
export function leaves(schema: JsonSchema, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const objectOption = [schema, ...options(schema)].find((option) => option.properties)
  const arrayOption = [schema, ...options(schema)].find((option) => option.items)
  const own = acceptsText(schema) || acceptsNumber(schema) ? [{ path, schema }] : []
  const nested = [
    ...Object.entries(objectOption?.properties ?? {}).flatMap(([key, property]) =>
      leaves(property, [...path, key]),
    ),
    ...(arrayOption?.items ? leaves(arrayOption.items, [...path, 0]) : []),
  ]
  return [...own, ...nested]
}

/** A copy of `value` with `replacement` at `path` (objects and arrays made on the way). */
export function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path as [string | number, ...Path]
  const copy = (
    Array.isArray(value) ? [...value] : { ...(typeof value === 'object' ? value : {}) }
  ) as Record<string | number, unknown>
  copy[head] = withValue(copy[head], rest, replacement)
  return copy
}

/** The bad values a leaf of this schema is sent, each with a label for the report. */
export function badValuesFor(schema: JsonSchema): [string, unknown][] {
  return [
    ...(acceptsText(schema) ? Object.entries(BAD_TEXTS) : []),
    ...(acceptsNumber(schema) ? Object.entries(BAD_NUMBERS) : []),
  ]
}

/**
 * The same for a query or path parameter, written as it appears in a URL. No lone surrogate: a
 * URL carries UTF-8, which cannot encode one (its would-be bytes decode to U+FFFD, valid text).
 */
export function badParamTexts(schema: JsonSchema): [string, string][] {
  return [
    ['nul', '%00'],
    ...(acceptsNumber(schema)
      ? ([
          ['hugeText', BAD_NUMBERS.hugeText],
          ['tooLarge', '1e308'],
        ] as [string, string][])
      : []),
  ]
}
