/** @devtrail/client: the typed client of the Devtrail data service. */
export { createDevtrailClient } from './createDevtrailClient.js'
export type { DevtrailClient, DevtrailClientOptions } from './createDevtrailClient.js'
export { DevtrailApiError } from './DevtrailApiError.js'
export type { DevtrailErrorType } from './DevtrailApiError.js'
export type {
  CallOptions,
  OperationAnswer,
  OperationId,
  OperationInput,
  PagedInput,
  PagedOperationId,
  PagedRow,
  PageIterators,
  RowIterators,
  OperationMethods,
} from './operationTypes.js'
export type { Schema } from './schema.js'
export type { components, operations, paths } from './generated/openapi.js'
