// Requests as a browser or a proxy sends them, with the headers fetch will not set (Host, Origin,
// Sec-Fetch-Site) and bodies the server may refuse while they are still being sent.
import http from "node:http"

export type RawAnswer = {
  /** null when the connection was closed before an answer arrived. */
  status: number | null
  body: string
  headers: http.IncomingHttpHeaders
}

/** One request on a connection of its own; a reset after (or instead of) the answer is not an error. */
export function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: options.method ?? "POST",
      path: options.path,
      agent: false,
      headers: {
        ...options.headers,
        ...(options.body ? { "Content-Length": String(options.body.length) } : {}),
      },
    })
    let answer: RawAnswer | null = null
    const done = () => resolve(answer ?? { status: null, body: "", headers: {} })
    request.setTimeout(60_000, () => request.destroy())
    request.on("response", (response) => {
      answer = { status: response.statusCode!, body: "", headers: response.headers }
      response.setEncoding("utf8")
      response.on("data", (chunk) => (answer!.body += chunk))
      response.on("close", done)
    })
    request.on("error", () => {
      if (!answer) done()
    })
    request.on("close", () => {
      if (!answer) done()
    })
    request.end(options.body)
  })
}

/** A multipart/form-data body with `fields` and one file of `bytes` bytes. */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; bytes: number },
) {
  const boundary = "----fronteira-da-carga"
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const fileHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`
  const body = Buffer.concat([
    Buffer.from(parts.join("") + fileHead),
    Buffer.alloc(file.bytes, 0x61),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { type: `multipart/form-data; boundary=${boundary}`, body }
}

/**
 * A form's multipart body as a browser writes it, files after the fields. A file input left empty
 * is a part with an empty file name (filename=""), which fetch's FormData never writes.
 */
export async function browserMultipart(fields: Record<string, string>, files: Array<[string, File]> = []) {
  const boundary = "----fronteira-do-navegador"
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  for (const [name, file] of files) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type || "application/octet-stream"}\r\n\r\n`
    parts.push(Buffer.from(head), Buffer.from(await file.arrayBuffer()), Buffer.from("\r\n"))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) }
}
