/**
 * Just enough MIME to read what nodemailer sends (tests only): a message's headers and its leaf parts,
 * each decoded from base64 or quoted-printable, multipart bodies walked to their leaves.
 */
export type MimePart = { headers: Record<string, string>; contentType: string; body: string }

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at < 0 ? raw : raw.slice(0, at)
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decode(body: string, encoding: string | undefined): string {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding ?? ''))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  return body
}

/** The message's top-level headers and its leaf parts (a single-part message is one part). */
export function parseMail(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const top = splitHead(raw)
  const leaves = (headers: Record<string, string>, body: string): MimePart[] => {
    const contentType = (headers['content-type'] ?? 'text/plain').toLowerCase()
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
    if (!contentType.startsWith('multipart/') || !boundary)
      return [{ headers, contentType, body: decode(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n') }]
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitHead(chunk.replace(/^\r?\n/, ''))
        return leaves(part.headers, part.body.replace(/\r?\n$/, ''))
      })
  }
  return { headers: top.headers, parts: leaves(top.headers, top.body) }
}
