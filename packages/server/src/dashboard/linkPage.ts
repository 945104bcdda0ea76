/**
 * The page a one-time sign-in link shows on GET: a button whose form POST spends the link. A GET
 * never spends it, so a chat app's or mail scanner's link preview leaves it usable.
 */
import { escapeHtml } from '../http/escapeHtml.js'

/** What the link page says. */
export interface LinkPageContent {
  /** Where the form posts: the link's own path. */
  action: string
  /** The name of the workspace the link signs in to. */
  workspaceName: string
  /** When the link stops working, epoch ms. */
  expiresAt: number
}

/** The HTML of the link page: no script, no inline style (it is served under the dashboard's CSP). */
export function linkPageHtml(content: LinkPageContent): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Sign in to the Devtrail dashboard</title>
</head>
<body>
<main>
<h1>Sign in to the Devtrail dashboard</h1>
<p>This one-time link signs you in to the workspace <strong>${escapeHtml(content.workspaceName)}</strong>.
It works once, until <time datetime="${new Date(content.expiresAt).toISOString()}">${new Date(content.expiresAt).toUTCString()}</time>.</p>
<form method="post" action="${escapeHtml(content.action)}">
<button type="submit">Sign in to ${escapeHtml(content.workspaceName)}</button>
</form>
</main>
</body>
</html>
`
}
