import { describe, expect, it } from 'vitest'
import { ApiError } from '../api.js'
import { changeErrorMessage } from '../changeError.js'

describe('changeErrorMessage', () => {
  it("shows the server's refusal", () => {
    expect(changeErrorMessage(new ApiError(409, 'conflict', 'That email is already a member'))).toBe('That email is already a member')
  })

  it("shows the page's own check", () => {
    expect(changeErrorMessage(new Error('Type the workspace name to confirm'))).toBe('Type the workspace name to confirm')
  })

  it('says the server could not be reached when fetch failed', () => {
    expect(changeErrorMessage(new TypeError('Failed to fetch'))).toBe('The server could not be reached. Try again.')
  })

  it('says the same for a throw that is no Error', () => {
    expect(changeErrorMessage('boom')).toBe('The server could not be reached. Try again.')
    expect(changeErrorMessage(undefined)).toBe('The server could not be reached. Try again.')
  })
})
