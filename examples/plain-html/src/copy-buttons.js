// A "Copy" button on every code block, as docs sites have them: it copies the block's text with
// the clipboard API (Devtrail reports the copy and the block's language).
for (const block of document.querySelectorAll('pre > code')) {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'copy'
  button.textContent = 'Copy'
  button.addEventListener('click', async () => {
    await navigator.clipboard.writeText(block.textContent)
    button.textContent = 'Copied'
  })
  block.parentElement.append(button)
}
