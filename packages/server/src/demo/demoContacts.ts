/** The buyer contacts of the demo workspace (fictional people at fictional companies). */
import type { ContactInput } from '../contacts/contactRow.js'

const contact = (fields: Partial<ContactInput> & Pick<ContactInput, 'email' | 'full_name'>): ContactInput => ({
  designation: '',
  seniority: '',
  job_function: 'Engineering',
  state: '',
  country: 'US',
  email_verified: true,
  company_domain: fields.email.split('@')[1] ?? '',
  tags: '',
  ...fields,
})

/** Five contacts: three match the demo audience (Director/VP/CXO in the US). */
export const demoContacts: ContactInput[] = [
  contact({ email: 'maya.chen@acme-cloud.dev', full_name: 'Maya Chen', designation: 'VP Engineering', seniority: 'VP', state: 'CA' }),
  contact({ email: 'omar.haddad@acme-cloud.dev', full_name: 'Omar Haddad', designation: 'Staff Engineer', seniority: 'Senior', state: 'CA' }),
  contact({
    email: 'lena.fischer@bitforge.io',
    full_name: 'Lena Fischer',
    designation: 'Director of Platform',
    seniority: 'Director',
    country: 'DE',
    state: 'Berlin',
  }),
  contact({ email: 'sam.okafor@northwind.tech', full_name: 'Sam Okafor', designation: 'CTO', seniority: 'CXO', state: 'NY', tags: 'champion' }),
  contact({
    email: 'priya.nair@northwind.tech',
    full_name: 'Priya Nair',
    designation: 'Director of Engineering',
    seniority: 'Director',
    state: 'WA',
    email_verified: false,
  }),
]
