/** operationId -> what the client sends for it. */
export function operationTable(
  document: unknown,
): Record<string, { method: string; path: string; pathParams: string[]; queryParams: string[]; headerParams: string[]; body: boolean; answer: 'json' | 'text' }>
/** operationId -> what the shipped client needs, defaults left out. */
export function shippedOperationTable(
  document: unknown,
): Record<string, { method: string; path: string; query?: string[]; header?: string[]; body?: true; text?: true }>
/** The text of each file of src/generated/ for `document`, by file name. */
export function generatedSources(document: unknown): Promise<Record<string, string>>
