/** The one e-mail address check of the server: contact imports, list rows and the `user` header all use it. */

// a local part and a dotted domain, with none of the characters that separate addresses in a list
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>".]+$/

/** Whether `text` is one e-mail address (at most 254 characters, RFC 5321). */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text)
}
