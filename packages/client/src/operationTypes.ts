/**
 * The type of every client method, derived from the generated `operations` of the OpenAPI
 * document: one flat input object (path, query and header parameters, and `body`) and the
 * success answer's body.
 */
import type { operations } from './generated/openapi.js'

/** The operationId of a data-service endpoint, e.g. `listSegments`: the client's method name. */
export type OperationId = keyof operations

type ParametersOf<Id extends OperationId> = operations[Id]['parameters']
/** No input: the neutral element of the input intersection. */
type Empty = Record<never, never>
/** A parameter group as an object type; Empty when the operation has none. */
type Group<T> = [NonNullable<T>] extends [never] ? Empty : NonNullable<T>
type BodyOf<Id extends OperationId> = operations[Id]['requestBody'] extends undefined
  ? Empty
  : operations[Id] extends { requestBody: { content: { 'application/json': infer Body } } }
    ? { /** The JSON request body. */ body: Body }
    : operations[Id] extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? { /** The JSON request body. */ body?: Body }
      : Empty

type Flatten<T> = { [Key in keyof T]: T[Key] }

/**
 * What a method takes: path, query and header parameters by name, and the request body as
 * `body`. Header parameters are optional: the client's own (`user`) fill them in.
 */
export type OperationInput<Id extends OperationId> = Flatten<
  Group<ParametersOf<Id>['path']> & Group<ParametersOf<Id>['query']> & Partial<Group<ParametersOf<Id>['header']>> & BodyOf<Id>
>

type ResponsesOf<Id extends OperationId> = operations[Id]['responses']
type SuccessStatus = 200 | 201 | 202 | 204
/** The JSON body of a success answer, else its one other media type's (text such as CSV, as a string). */
type SuccessBody<Response> = Response extends { content: infer Content }
  ? 'application/json' extends keyof Content
    ? Content['application/json']
    : Content[keyof Content]
  : undefined

/** What a method resolves to: the body of the operation's success answer. */
export type OperationAnswer<Id extends OperationId> = {
  [Status in SuccessStatus & keyof ResponsesOf<Id>]: SuccessBody<ResponsesOf<Id>[Status]>
}[SuccessStatus & keyof ResponsesOf<Id>]

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call, including a wait before a retry. */
  signal?: AbortSignal
}

/** The arguments of a method: the input is optional when nothing in it is required. */
type ArgumentsOf<Input> = Empty extends Input ? [input?: Input, options?: CallOptions] : [input: Input, options?: CallOptions]

/** One typed method per operation. */
export type OperationMethods = { [Id in OperationId]: (...args: ArgumentsOf<OperationInput<Id>>) => Promise<OperationAnswer<Id>> }

/** The operations taking a `page` and answering a `data` array: the ones the client iterates. */
export type PagedOperationId = {
  [Id in OperationId]: 'page' extends keyof Group<ParametersOf<Id>['query']> ? (OperationAnswer<Id> extends { data: unknown[] } ? Id : never) : never
}[OperationId]

/** A row of a paged operation's `data`. */
export type PagedRow<Id extends PagedOperationId> = OperationAnswer<Id> extends { data: (infer Row)[] } ? Row : never

/** The input of an iteration: the operation's input, `page` (where to start, default 1) optional. */
export type PagedInput<Id extends PagedOperationId> = Flatten<Omit<OperationInput<Id>, 'page'> & { /** The first page (default 1). */ page?: number }>

/** `client.pages.<operationId>(input)`: every answer, page after page. */
export type PageIterators = { [Id in PagedOperationId]: (...args: ArgumentsOf<PagedInput<Id>>) => AsyncIterableIterator<OperationAnswer<Id>> }

/** `client.all.<operationId>(input)`: every row of every page. */
export type RowIterators = { [Id in PagedOperationId]: (...args: ArgumentsOf<PagedInput<Id>>) => AsyncIterableIterator<PagedRow<Id>> }
