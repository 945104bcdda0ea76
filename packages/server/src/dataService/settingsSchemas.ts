/** TypeBox schemas of the workspace settings the data service manages with an `admin` key. */
import { Type } from 'typebox'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description })

/** A key scope. */
export const KeyScopeSchema = Type.Union([Type.Literal('read'), Type.Literal('write'), Type.Literal('admin')], {
  title: 'KeyScope',
  description: 'read: reads and exports; write: also data writes (list rows, tags, unmerge, delete a person); admin: also the workspace settings.',
})

/** An asset as the settings show it (never its identify secret). */
export const AssetSettings = Type.Object(
  {
    id: Type.String(),
    kind: Type.Union([Type.Literal('WEBSITE'), Type.Literal('DOCS'), Type.Literal('PRODUCT')]),
    name: Type.String(),
    client_id: Type.String({ description: 'The public client ID the tracker sends.' }),
    allowed_origins: Type.Array(Type.String(), { description: 'Origins allowed to send events; `*` allows any.' }),
    identify_policy: Type.Union([Type.Literal('signed'), Type.Literal('unsigned')], {
      description: 'signed: only identifies signed with the identify secret count; unsigned: unsigned ones count too.',
    }),
    identify_secret_created_at: Nullable(
      Type.Integer(),
      'When the identify secret was made (epoch ms); null when there is none. The secret is never shown again.',
    ),
    created_at: Type.Integer({ description: 'Epoch ms.' }),
  },
  { additionalProperties: false, title: 'AssetSettings' },
)

/** A new identify secret, shown once. */
export const NewIdentifySecretSchema = Type.Object(
  {
    asset_id: Type.String(),
    secret: Type.String({ description: 'Give it to the backend that signs identities: it is shown only in this answer.' }),
    created_at: Type.Integer(),
    previous_expires_at: Nullable(Type.Integer(), 'Until when the secret it replaced is still accepted (epoch ms); null when none stays valid.'),
  },
  { additionalProperties: false, title: 'NewIdentifySecret' },
)

/** An asset's install snippets, as `devtrail snippet` prints them. */
export const AssetSnippetSchema = Type.Object(
  {
    asset_id: Type.String(),
    client_id: Type.String(),
    version: Type.String({ description: 'The tracker version the script tag is pinned to.' }),
    scriptTag: Type.String({ description: 'The script tag with its SRI hash, and the inline init.' }),
    loader: Type.String({ description: 'The npm loader call.' }),
    csp: Type.Object({ scriptSrc: Type.String(), connectSrc: Type.String() }, { additionalProperties: false }),
    scriptUrl: Type.String(),
    integrity: Type.String({ description: 'The SRI hash of the pinned script.' }),
  },
  { additionalProperties: false, title: 'AssetSnippet' },
)

/** An API key as listed (never the key itself). */
export const ApiKeySettings = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    key_prefix: Type.String({ description: 'The first characters of the key, to tell keys apart.' }),
    scope: KeyScopeSchema,
    created_at: Type.Integer(),
    revoked_at: Nullable(Type.Integer(), 'When it was revoked (epoch ms), null while active.'),
    last_used_at: Nullable(Type.Integer(), 'When it was last used (epoch ms, recorded at most once a minute), null when never.'),
  },
  { additionalProperties: false, title: 'ApiKeySettings' },
)

/** A segment as its settings show it. */
export const SegmentSettings = Type.Object(
  {
    id: Type.String(),
    type: Type.Union([Type.Literal('ACCOUNT'), Type.Literal('DEVELOPER'), Type.Literal('BUYER')]),
    name: Type.String(),
    description: Type.String(),
    filter: Type.Unknown({ description: 'The saved filter (AccountSegmentFilter, DeveloperSegmentFilter or BuyerSegmentFilter by type).' }),
    created_at: Type.Integer(),
  },
  { additionalProperties: false, title: 'SegmentSettings' },
)

/** An audience as its settings show it. */
export const AudienceSettings = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    source_id: Type.String({ description: 'The BUYER segment it is built from.' }),
    filter: Type.Unknown({ description: 'The AudienceFilter narrowing the segment.' }),
    limit: Type.Integer(),
    verified_only: Type.Boolean(),
    auto_refresh: Type.Boolean(),
    count: Type.Integer({ description: 'Members now.' }),
    last_synced_at: Nullable(Type.Integer(), 'When the members were last computed (epoch ms).'),
  },
  { additionalProperties: false, title: 'AudienceSettings' },
)

/** A GitHub webhook endpoint (never its secret). */
export const GithubHookSchema = Type.Object(
  { id: Type.String({ description: 'The id in the Payload URL /v1/github/{id}.' }), created_at: Type.Integer() },
  { additionalProperties: false, title: 'GithubHook' },
)

/** A new GitHub webhook endpoint: what to paste into GitHub, the secret shown once. */
export const GithubConnectionSchema = Type.Object(
  {
    hook: GithubHookSchema,
    payload_url: Type.String(),
    content_type: Type.Literal('application/json'),
    secret: Type.String({ description: 'Paste it into GitHub now: it is shown only in this answer.' }),
    events: Type.Array(Type.String(), { description: 'The events to select in GitHub.' }),
  },
  { additionalProperties: false, title: 'GithubConnection' },
)

/** A network mapped to a company. */
export const NetworkMappingSchema = Type.Object(
  {
    network: Type.String({ description: '`AS<number>` or a CIDR in canonical form.' }),
    domain: Type.String({ description: 'The account domain anonymous visitors from it count for.' }),
    created_at: Type.Integer(),
    updated_at: Type.Integer(),
  },
  { additionalProperties: false, title: 'NetworkMapping' },
)

/** One change in the audit log. */
export const AuditEventSchema = Type.Object(
  {
    id: Type.String(),
    at: Type.Integer({ description: 'When (epoch ms).' }),
    actor_label: Type.String({ description: 'Who: `api_key:<id>`, `user:<id>` or `cli`.' }),
    actor_user_id: Nullable(Type.String(), 'The signed-in user, or null.'),
    actor_api_key_id: Nullable(Type.String(), 'The API key used (directly or through a dashboard session), or null.'),
    action: Type.String({ description: 'What was done, such as asset.update.' }),
    target_type: Type.String(),
    target_id: Nullable(Type.String(), 'The thing changed, or null.'),
    address: Nullable(Type.String(), 'The client address; null for the CLI.'),
    before: Type.Unknown({ description: 'The settings before (secrets only as "set"/"rotated"), or null.' }),
    after: Type.Unknown({ description: 'The settings after, or null.' }),
  },
  { additionalProperties: false, title: 'AuditEvent' },
)
