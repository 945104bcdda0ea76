/**
 * The `devtrail` property group and its properties on HubSpot companies and contacts, created on
 * connect and again when a sync finds one deleted. Types and field types as the CRM properties API
 * documents them (https://developers.hubspot.com/docs/api/crm/properties): values are always sent
 * as strings; `datetime` takes epoch milliseconds or ISO 8601; a multi-select `checkbox` takes
 * options joined with `;`.
 */

/** One property Devtrail writes. */
export interface HubspotPropertyDefinition {
  name: string
  label: string
  type: 'string' | 'number' | 'datetime' | 'enumeration'
  fieldType: 'text' | 'textarea' | 'number' | 'date' | 'select' | 'checkbox'
  description: string
  options?: string[]
  /** Only on companies. */
  companiesOnly?: boolean
}

/** The property group's name and label. */
export const HUBSPOT_GROUP = { name: 'devtrail', label: 'Devtrail' }

/** Every property Devtrail writes (contacts get all but the company-only ones). */
export const HUBSPOT_PROPERTIES: HubspotPropertyDefinition[] = [
  {
    name: 'devtrail_activity_level',
    label: 'Devtrail activity level',
    type: 'enumeration',
    fieldType: 'select',
    options: ['HIGH', 'MEDIUM', 'LOW'],
    description: 'Activity in the last 30 days',
  },
  {
    name: 'devtrail_customer_fit',
    label: 'Devtrail customer fit',
    type: 'enumeration',
    fieldType: 'select',
    options: ['STRONG', 'MODERATE', 'WEAK'],
    description: 'Fit from the number of active developers',
  },
  {
    name: 'devtrail_developers_count',
    label: 'Devtrail developers',
    type: 'number',
    fieldType: 'number',
    description: 'Developers active in the last 30 days',
    companiesOnly: true,
  },
  { name: 'devtrail_first_activity', label: 'Devtrail first activity', type: 'datetime', fieldType: 'date', description: 'First activity Devtrail saw' },
  { name: 'devtrail_last_activity', label: 'Devtrail last activity', type: 'datetime', fieldType: 'date', description: 'Latest activity Devtrail saw' },
  {
    name: 'devtrail_last_copied_command',
    label: 'Devtrail last copied command',
    type: 'string',
    fieldType: 'textarea',
    description: 'The last command copied from the docs or website',
  },
  {
    name: 'devtrail_sources',
    label: 'Devtrail sources used',
    type: 'enumeration',
    fieldType: 'checkbox',
    options: ['Website', 'Docs', 'Product', 'GitHub'],
    description: 'Where the activity came from',
  },
  { name: 'devtrail_url', label: 'Devtrail page', type: 'string', fieldType: 'text', description: 'The account or developer page in the Devtrail dashboard' },
]

/** The properties of `objectType`. */
export function propertiesOf(objectType: 'companies' | 'contacts'): HubspotPropertyDefinition[] {
  return objectType === 'companies' ? HUBSPOT_PROPERTIES : HUBSPOT_PROPERTIES.filter((property) => !property.companiesOnly)
}
