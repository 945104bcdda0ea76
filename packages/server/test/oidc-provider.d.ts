/** The few parts of oidc-provider (which ships no types) the SSO test fixture uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface Interaction {
    uid: string
    prompt: { name: string }
    params: Record<string, unknown>
    session?: { accountId: string }
  }

  class Grant {
    constructor(properties: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    Grant: typeof Grant
    on(event: string, listener: (...args: unknown[]) => void): void
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
  }
}
