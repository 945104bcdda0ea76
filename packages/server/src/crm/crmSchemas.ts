/** Answer and body schemas of the CRM routes (the credentials never appear in any). */
import { Type } from 'typebox'
import { RequestId } from '../dataService/schemas.js'

const NullableTime = (description: string) =>
  Type.Union([Type.String({ description: 'ISO 8601 UTC with milliseconds.' }), Type.Null()], { description: `${description}; null when never.` })

/** The customer's choice of what leaves Devtrail. */
export const CrmSelectionSchema = Type.Object(
  {
    segments: Type.Array(Type.String({ minLength: 1 }), {
      maxItems: 100,
      description: 'Segment ids: ACCOUNT segments send companies, DEVELOPER and BUYER segments contacts.',
    }),
    audiences: Type.Array(Type.String({ minLength: 1 }), { maxItems: 100, description: 'Audience ids: their members are sent as contacts.' }),
  },
  { additionalProperties: false, title: 'CrmSelection' },
)

/** A CRM connection's status. */
export const CrmConnectionSchema = Type.Object(
  {
    crm: Type.String({ enum: ['hubspot', 'salesforce'] }),
    status: Type.String({
      enum: ['active', 'paused'],
      description: '`paused`: the CRM refused the credential or a field is missing; nothing is sent until it is fixed.',
    }),
    status_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it is paused; null when active.' }),
    selection: CrmSelectionSchema,
    last_run: Type.Union([
      Type.Object(
        {
          started_at: Type.String(),
          finished_at: NullableTime('When the run finished'),
          pages_total: Type.Integer({ minimum: 0 }),
          pages_done: Type.Integer({ minimum: 0 }),
          records_sent: Type.Integer({ minimum: 0 }),
          records_unchanged: Type.Integer({ minimum: 0 }),
          records_failed: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false, title: 'CrmRun' },
      ),
      Type.Null(),
    ]),
    last_success_at: NullableTime('When a run last finished'),
    next_run_at: NullableTime('When the next run is due'),
    records_synced: Type.Integer({ minimum: 0 }),
    records_failing: Type.Integer({ minimum: 0 }),
    errors: Type.Array(
      Type.Object(
        {
          object: Type.String({ description: '`company` or `person`.' }),
          key: Type.String({ description: 'The domain or e-mail.' }),
          reason: Type.String(),
          at: NullableTime('When it failed'),
        },
        { additionalProperties: false, title: 'CrmRecordError' },
      ),
      { description: 'Records whose last upsert failed, newest first (at most 20).' },
    ),
  },
  { additionalProperties: false, title: 'CrmConnection' },
)

/** The `:crm` path parameter. */
export const CrmParams = Type.Object({ crm: Type.String({ enum: ['hubspot', 'salesforce'], description: 'The CRM.' }) })

/** `{data: CrmConnection, request_id}`. */
export const CrmConnectionAnswer = Type.Object(
  { data: CrmConnectionSchema, request_id: RequestId },
  { additionalProperties: false, title: 'CrmConnectionAnswer' },
)
