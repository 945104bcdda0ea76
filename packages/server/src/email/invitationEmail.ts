/**
 * Invitations sent by e-mail through the server's SMTP sender: who invited the person to which
 * workspace, with which role, and the one-time link (valid until it expires, used once).
 */
import { escapeHtml } from '../http/escapeHtml.js'
import type { Invitation, InvitationMailer } from '../members/invitations.js'
import type { Mailer, MailMessage } from './createMailer.js'

/** The invitation as mailed: the invitation, its workspace's name and its one-time link. */
export type MailedInvitation = Invitation & { workspaceName: string; link: string }

/** The e-mail of an invitation, with a plain-text and an HTML part. */
export function invitationMessage(invitation: MailedInvitation): MailMessage {
  const expires = `${new Date(invitation.expiresAt).toISOString().replace('T', ' ').slice(0, 16)} UTC`
  const lines = [
    `You are invited to the ${invitation.workspaceName} workspace on Devtrail as ${invitation.role}.`,
    '',
    `Open this one-time link to accept (it works once, until ${expires}):`,
    invitation.link,
    '',
    'If you did not expect this invitation, ignore this e-mail: nothing happens until the link is opened.',
  ]
  const html = [
    `<p>You are invited to the <strong>${escapeHtml(invitation.workspaceName)}</strong> workspace on Devtrail as ${escapeHtml(invitation.role)}.</p>`,
    `<p><a href="${escapeHtml(invitation.link)}">Accept the invitation</a> (the link works once, until ${escapeHtml(expires)}).</p>`,
    '<p>If you did not expect this invitation, ignore this e-mail: nothing happens until the link is opened.</p>',
  ].join('\n')
  return { to: [invitation.email], subject: `You are invited to ${invitation.workspaceName} on Devtrail`, text: `${lines.join('\n')}\n`, html }
}

/** Sends invitations through `mailer`. */
export function invitationMailerOf(mailer: Mailer): InvitationMailer {
  return {
    async sendInvitation(invitation) {
      await mailer.send(invitationMessage(invitation))
    },
  }
}
